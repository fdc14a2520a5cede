import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { planMachine } from '../../machines/planMachine';
import { secondaryButton } from './plans.css';

/**
 * A plan dialog's way out that changes nothing (Keep my plan, Not now, Keep as it is, Keep this
 * card): it closes the dialog, and cannot while the server works.
 */
export function CloseDialogButton({
  planRef,
  busy,
  children,
}: {
  planRef: ActorRefFrom<typeof planMachine>;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={busy}
      onClick={() => planRef.send({ type: 'dialog.close' })}
    >
      {children}
    </button>
  );
}
