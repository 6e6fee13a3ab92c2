import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ModalDialog } from './ModalDialog';
import { ModalSheet } from './ModalSheet';

/** A page with an opener button and a confirm dialog, as the remotes use it. */
function ConfirmPage({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <a href="#/elsewhere">Elsewhere</a>
      <ModalDialog
        visible={open}
        label="Log out of SenCare?"
        content="You will need your password to sign in again."
        onClose={() => setOpen(false)}
        actions={[[
          { key: 'cancel', text: 'Cancel', onClick: () => setOpen(false) },
          { key: 'ok', text: 'Log out now', onClick: onConfirm },
        ]]}
      />
    </>
  );
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', code: 'Tab', keyCode: 9, shiftKey: shift });

describe('modal dialogs keep the keyboard contract', () => {
  test('named, focus moved in, the page behind hidden from screen readers; Escape closes and focus returns to the opener', async () => {
    render(<ConfirmPage onConfirm={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Log out of SenCare?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.textContent).toBe('Cancel');
    // The opener's subtree is what a screen reader must not wander into while the dialog is open.
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.closest('[aria-hidden="true"]')).toBeNull();
  });

  test('Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    render(<ConfirmPage onConfirm={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Log out now' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    tab(true);
    expect(document.activeElement).toBe(confirm);
    tab();
    expect(document.activeElement).toBe(cancel);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  test('a bottom sheet has a name, a Close button the keyboard reaches, and closes on Escape', async () => {
    function Sheet() {
      const [open, setOpen] = useState(true);
      return (
        <ModalSheet visible={open} label="Choose a bank" onClose={() => setOpen(false)} testId="sheet">
          <input aria-label="Search" />
        </ModalSheet>
      );
    }
    render(<Sheet />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a bank' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sheet-close')));
    // From the last control inside, Tab comes back to Close (jsdom moves focus only where the trap does).
    screen.getByRole('textbox', { name: 'Search' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByTestId('sheet-close'));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    });
    await waitFor(() => expect(dialog.isConnected && dialog.closest('[style*="display: none"]') === null).toBe(false));
  });
});
