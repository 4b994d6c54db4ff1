import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A confirmation opened from state (no DialogTrigger), as the delete buttons of the lists do. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete note
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this note?"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
        destructive
      />
    </>
  );
}

describe('DialogContent', () => {
  it('moves focus inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete note' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back after a button inside closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete note' });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
