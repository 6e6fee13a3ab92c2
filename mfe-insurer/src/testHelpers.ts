import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Presses the confirm dialog's button that says `text` (antd-mobile draws it in a portal). */
export async function confirmInDialog(text: string): Promise<void> {
  const dialog = await screen.findByTestId('confirm-dialog');
  await waitFor(() => expect(dialog.closest('.adm-dialog') ?? document.querySelector('.adm-dialog')).not.toBeNull());
  const button = [...document.querySelectorAll('.adm-dialog button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no dialog button "${text}"`);
  fireEvent.click(button);
}

/** jsdom has no blob URLs: a predictable stand-in, undone after each test file. */
export function fakeBlobUrls(): { made: Blob[] } {
  const made: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    made.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return `blob:test/${made.length}`;
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterAll(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { made };
}
