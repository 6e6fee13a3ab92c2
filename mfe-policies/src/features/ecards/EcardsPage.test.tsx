import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EcardsPage } from './EcardsPage';
import { parseEcardQrPayload } from './qrPayload';
import { fakeHttp, renderPage, type FakeCall } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { serverError, effectiveCards, invalidCards } from '../../test/fixtures';

const byStatus = ({ query }: FakeCall) => (query?.status === 'invalid' ? invalidCards : effectiveCards);

describe('insurance e-cards', () => {
  test('shows each effective card with a QR code of card number and policy no (en)', async () => {
    const http = fakeHttp({ '/ecards': byStatus });
    const { titles } = renderPage(remote, <EcardsPage />, { http });
    const cards = await screen.findAllByTestId('ecard');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('BV-0001-0001');
    expect(cards[0].textContent).toContain('Nguyen Van An');
    expect(cards[0].textContent).toContain('12-04-1985');
    expect(cards[0].textContent).toContain('POL-2026-0001');
    expect(cards[0].textContent).toContain('31-12-2099');
    expect(cards[0].textContent).toContain('Hotline 1900 1234');
    const qr = screen.getAllByTestId('ecard-qr')[0];
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(parseEcardQrPayload(qr.getAttribute('data-payload') ?? '')).toEqual({ cardNumber: 'BV-0001-0001', policyNo: 'POL-2026-0001' });
    expect(qr.getAttribute('aria-label')).toBe('QR code for card BV-0001-0001');
    expect(screen.getByTestId('ecards-position').textContent).toContain('Card 1 of 2');
    expect(titles).toContain('Insurance e-card');
    expect(http.calls).toContainEqual({ method: 'GET', path: '/ecards', query: { status: 'effective' }, options: { silent: true } });
  });

  test('the same cards in Vietnamese', async () => {
    const { titles } = renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': byStatus }), language: 'vi_VN' });
    const cards = await screen.findAllByTestId('ecard');
    expect(cards[0].textContent).toContain('Người được bảo hiểm');
    expect(cards[0].textContent).toContain('Xuất trình tại quầy tiếp đón');
    expect(screen.getByTestId('ecards-tab-invalid').textContent).toBe('Hết hiệu lực');
    expect(screen.getByTestId('ecards-position').textContent).toContain('Thẻ 1 / 2');
    expect(titles).toContain('Thẻ bảo hiểm điện tử');
  });

  test('the invalid tab comes from the route and asks the API for invalid cards', async () => {
    const http = fakeHttp({ '/ecards': byStatus });
    renderPage(remote, <EcardsPage tab="invalid" />, { http });
    const cards = await screen.findAllByTestId('ecard');
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain('Not valid');
    expect(http.calls).toContainEqual({ method: 'GET', path: '/ecards', query: { status: 'invalid' }, options: { silent: true } });
  });

  test('switching tab puts it in the route', async () => {
    window.location.hash = '#/ecards';
    renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': byStatus }) });
    await screen.findAllByTestId('ecard');
    fireEvent.click(screen.getByTestId('ecards-tab-invalid'));
    await waitFor(() => expect(window.location.hash).toBe('#/ecards?tab=invalid'));
  });

  test('an unknown tab falls back to effective', async () => {
    const http = fakeHttp({ '/ecards': byStatus });
    renderPage(remote, <EcardsPage tab="bogus" />, { http });
    await screen.findAllByTestId('ecard');
    expect(http.calls).toContainEqual({ method: 'GET', path: '/ecards', query: { status: 'effective' }, options: { silent: true } });
  });

  test('full screen shows a large QR for the front desk and closes', async () => {
    renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': byStatus }) });
    await screen.findAllByTestId('ecard');
    fireEvent.click(screen.getAllByTestId('ecard-fullscreen-open')[1]);
    const dialog = await screen.findByTestId('ecard-fullscreen');
    expect(dialog.textContent).toContain('BV-0001-0002');
    expect(dialog.textContent).toContain('Show this code to the hospital front desk');
    const qr = screen.getByTestId('ecard-fullscreen-qr');
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(parseEcardQrPayload(qr.getAttribute('data-payload') ?? '')?.cardNumber).toBe('BV-0001-0002');
    fireEvent.click(screen.getByTestId('ecard-fullscreen-close'));
    expect(screen.queryByTestId('ecard-fullscreen')).toBeNull();
  });

  test.each([
    ['en_US', 'View card', 'Not valid This card cannot be used at the hospital front desk.', 'front desk to check'],
    ['vi_VN', 'Xem thẻ', 'Hết hiệu lực Thẻ này không dùng được tại quầy tiếp đón của bệnh viện.', 'để kiểm tra quyền lợi'],
  ] as const)('an invalid card says "Not valid" in full screen and never asks to be shown at the front desk (%s)', async (language, button, notice, hint) => {
    renderPage(remote, <EcardsPage tab="invalid" />, { http: fakeHttp({ '/ecards': byStatus }), language });
    const open = await screen.findByTestId('ecard-fullscreen-open');
    expect(open.textContent).toBe(button);
    fireEvent.click(open);
    const dialog = await screen.findByTestId('ecard-fullscreen');
    expect(screen.getByTestId('ecard-fullscreen-not-valid').textContent).toBe(notice);
    expect(dialog.textContent).not.toContain(hint);
  });

  test('a card saved as effective whose cover has ended since (an old offline copy) is shown as not valid', async () => {
    const ended = [{ ...effectiveCards[0], validTo: '2020-12-31' }];
    renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': ended }) });
    expect((await screen.findByTestId('ecard')).textContent).toContain('Not valid');
    fireEvent.click(screen.getByTestId('ecard-fullscreen-open'));
    expect((await screen.findByTestId('ecard-fullscreen')).getAttribute('data-valid')).toBe('false');
  });

  test('Escape also closes full screen, and focus goes back to the button that opened it', async () => {
    renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': byStatus }) });
    const opener = (await screen.findAllByTestId('ecard-fullscreen-open'))[0];
    opener.focus();
    fireEvent.click(opener);
    // Focus moves in; the page behind is hidden from screen readers while the dialog is open.
    expect(document.activeElement).toBe(screen.getByTestId('ecard-fullscreen-close'));
    expect(screen.getByTestId('ecards-page').closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByTestId('ecard-fullscreen')).toBeNull();
    // focus-trap hands focus back after the click or key that closed it has finished.
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.getByTestId('ecards-page').closest('[aria-hidden="true"]')).toBeNull();
  });

  test.each([
    ['en_US', 'effective', 'You have no effective e-cards.'],
    ['en_US', 'invalid', 'You have no invalid e-cards.'],
    ['vi_VN', 'effective', 'Bạn không có thẻ điện tử nào đang có hiệu lực.'],
    ['vi_VN', 'invalid', 'Bạn không có thẻ điện tử nào hết hiệu lực.'],
  ] as const)('empty tab (%s, %s)', async (language, tab, text) => {
    renderPage(remote, <EcardsPage tab={tab} />, { http: fakeHttp({ '/ecards': [] }), language });
    expect((await screen.findByTestId('ecards-empty')).textContent).toContain(text);
  });

  test.each([
    ['en_US', 'System error'],
    ['vi_VN', 'Lỗi hệ thống'],
  ] as const)('error view (%s)', async (language, message) => {
    renderPage(remote, <EcardsPage />, { http: fakeHttp({ '/ecards': serverError() }), language });
    expect((await screen.findByTestId('ecards-error')).textContent).toContain(message);
  });
});
