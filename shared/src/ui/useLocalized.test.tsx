import { act, render, screen } from '@testing-library/react';
import { fakeHttp } from '../testing/fakeHttp';
import { getSessionChannel } from '../channel/sessionChannel';
import type { Language } from '../channel/contract';
import { RemoteServicesProvider } from './remoteServices';
import { useLocalized } from './useLocalized';

function Note({ text }: { text: { en: string; vi: string } }) {
  const localized = useLocalized();
  return <p data-testid="note">{localized(text)}</p>;
}

test('useLocalized reads the session language the remote was given, and follows a change', () => {
  const services = (language: Language) => ({ channel: getSessionChannel(), http: fakeHttp({}), language });
  const text = { en: 'Please send the invoice', vi: 'Vui lòng gửi hóa đơn' };
  const { rerender } = render(<RemoteServicesProvider value={services('vi_VN')}><Note text={text} /></RemoteServicesProvider>);
  expect(screen.getByTestId('note').textContent).toBe('Vui lòng gửi hóa đơn');
  act(() => rerender(<RemoteServicesProvider value={services('en_US')}><Note text={text} /></RemoteServicesProvider>));
  expect(screen.getByTestId('note').textContent).toBe('Please send the invoice');
  act(() => rerender(<RemoteServicesProvider value={services('en_US')}><Note text={{ en: '', vi: 'Chỉ tiếng Việt' }} /></RemoteServicesProvider>));
  expect(screen.getByTestId('note').textContent).toBe('Chỉ tiếng Việt');
});
