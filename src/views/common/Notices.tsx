import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { iconButton } from './iconButton.css';
import { notice, noticeMessage, noticeRegion } from './notices.css';

export interface Notice {
  id: number;
  message: ReactNode;
}

export interface NoticesProps {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
}

/**
 * Short confirmations ("Update Success", "Switch Successful") announced politely: the region is
 * in the page before any message arrives (a live region added together with its text is often
 * not read), and only new messages are announced, not the ones already shown. Each stays until
 * the person dismisses it or its owner removes it: nothing disappears on a timer they cannot
 * control.
 */
export function Notices({ notices, onDismiss }: NoticesProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="false" className={noticeRegion}>
      {notices.map((item) => (
        <NoticeItem key={item.id} notice={item} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function NoticeItem({
  notice: item,
  onDismiss,
}: {
  notice: Notice;
  onDismiss: (id: number) => void;
}) {
  const { t } = useLingui();
  const messageId = useId();
  return (
    <div className={notice}>
      <p id={messageId} className={noticeMessage}>
        {item.message}
      </p>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Dismiss`}
        aria-describedby={messageId}
        onClick={() => onDismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A screen's own list of notices, for screens whose machine does not keep them. */
export function useNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((message: ReactNode) => {
    const id = nextId.current++;
    setNotices((current) => [...current, { id, message }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((item) => item.id !== id));
  }, []);
  return { notices, notify, dismiss };
}
