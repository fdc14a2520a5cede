import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { closeButton, dialog, dialogBody, dialogTitle } from './dialog.css';
import { initialFocus, tabbables } from './focusable';

/** Why the person closed the dialog: the owner may treat Escape differently from the button. */
export type DialogCloseReason = 'escape' | 'closeButton';

export interface DialogProps {
  open: boolean;
  /** The dialog's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** The person asked to close. The owner closes it by setting `open` to false. */
  onClose: (reason: DialogCloseReason) => void;
  children: ReactNode;
}

const hasShowModal = (element: HTMLDialogElement) => typeof element.showModal === 'function';

/**
 * A modal dialog on the native <dialog> element: showModal puts it in the top layer and makes the
 * rest of the page inert, so focus stays inside; Escape is reported, not acted on, so the state
 * that opened it (a machine, usually) also closes it. Focus moves to the first control (or one
 * marked autoFocus) and returns to whatever had it when the dialog opened.
 * Where showModal is missing (jsdom, old engines) the same contract is kept by hand.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (hasShowModal(element)) {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
      element.setAttribute('aria-modal', 'true');
      element.dataset.fallback = '';
    }
    const first = bodyRef.current ? initialFocus(bodyRef.current) : undefined;
    (first ?? closeRef.current ?? element).focus();
    return () => {
      if (hasShowModal(element)) {
        if (element.open) element.close();
      } else {
        element.removeAttribute('open');
        element.removeAttribute('aria-modal');
        delete element.dataset.fallback;
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const element = event.currentTarget;
    // With showModal the browser handles both keys (Escape becomes a cancel event).
    if (hasShowModal(element)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose('escape');
    } else if (event.key === 'Tab') {
      containTab(event, element);
    }
  };

  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose('escape');
      }}
      onClose={(event) => {
        // The browser may close it without asking (a second Escape with no click in between).
        // A close event also arrives a moment after our own close(): if the dialog was opened
        // again meanwhile (a quick Enter on its opener), that late event must not shut it.
        if (open && !event.currentTarget.open) onClose('escape');
      }}
    >
      {open ? (
        <>
          <h2 id={headingId} className={dialogTitle}>
            {title}
          </h2>
          <div ref={bodyRef} className={dialogBody}>
            {children}
          </div>
          <button
            ref={closeRef}
            type="button"
            className={closeButton}
            aria-label={t`Close`}
            onClick={() => onClose('closeButton')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function containTab(event: KeyboardEvent, container: HTMLElement) {
  const stops = tabbables(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === container : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
