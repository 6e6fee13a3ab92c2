import { fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp, openRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

describe('settings (#/settings)', () => {
  test('choosing Tiếng Việt asks the shell to switch language; version 2.0.07 shown', async () => {
    const page = await openRoute(remote, '/settings', 'settings-page', { http: fakeHttp({}) });
    expect(page.titles.at(-1)).toBe('Settings');
    expect(screen.getByTestId('app-version').textContent).toBe('2.0.07');
    expect(screen.getByText('Language')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('language-list')).getByText('Tiếng Việt'));
    expect(page.events).toContainEqual({ type: 'account:language-requested', payload: { language: 'vi_VN' } });
    page.cleanup();
  });

  test('in Vietnamese: texts translated, choosing English asks for en_US, re-choosing the current one sends nothing', async () => {
    const page = await openRoute(remote, '/settings', 'settings-page', { http: fakeHttp({}), language: 'vi_VN' });
    expect(page.titles.at(-1)).toBe('Cài đặt');
    expect(screen.getByText('Ngôn ngữ')).toBeTruthy();
    expect(screen.getByText('Phiên bản ứng dụng')).toBeTruthy();
    const list = screen.getByTestId('language-list');
    fireEvent.click(within(list).getByText('Tiếng Việt'));
    expect(page.events.filter((e) => e.type === 'account:language-requested')).toHaveLength(0);
    fireEvent.click(within(list).getByText('English'));
    expect(page.events).toContainEqual({ type: 'account:language-requested', payload: { language: 'en_US' } });
    page.cleanup();
  });
});
