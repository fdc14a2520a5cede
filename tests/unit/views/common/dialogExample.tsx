import { useState } from 'react';
import { Dialog, type DialogCloseReason } from '../../../../src/views/common/Dialog';

/**
 * A screen with one dialog, as a feature would use it: the owner keeps `open` and closes the
 * dialog when asked. Shared by the jsdom test and the Chromium fixture.
 */
export function DialogExample() {
  const [open, setOpen] = useState(false);
  const [closedBy, setClosedBy] = useState<DialogCloseReason | null>(null);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Remove card
      </button>
      <button type="button">Something else</button>
      <output aria-label="Closed by">{closedBy ?? ''}</output>
      <Dialog
        open={open}
        title="Remove this card?"
        onClose={(reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
      >
        <p>Visa ending 4242 will no longer pay for any plan.</p>
        <label>
          Type REMOVE to confirm <input name="confirm" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Keep card
        </button>
      </Dialog>
    </div>
  );
}
