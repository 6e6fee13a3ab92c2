import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RenderedPage } from './renderPage';

/**
 * The log-out button of a page (the kit's LogoutDialog behind it, rendered in Vietnamese): a tap
 * asks first and tells the shell nothing; confirming tells the shell. One copy for the pages of
 * mfe-account, mfe-insurer and mfe-provider that carry the button.
 */
export async function expectLogoutAsksFirst(page: RenderedPage, buttonTestId: string): Promise<void> {
  fireEvent.click(await screen.findByTestId(buttonTestId));
  await screen.findByText('Bạn có chắc chắn muốn đăng xuất?');
  expect(page.events.some((e) => e.type === 'account:logout-requested')).toBe(false);
  const confirm = screen.getAllByText('Đăng xuất').find((el) => el.closest('.adm-dialog'));
  fireEvent.click(confirm as HTMLElement);
  await waitFor(() => expect(page.events).toContainEqual({ type: 'account:logout-requested', payload: {} }));
}
