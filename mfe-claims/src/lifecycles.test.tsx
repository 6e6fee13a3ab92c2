import { waitFor } from '@testing-library/react';
import { claimSessionWriter } from '@sencare/shared/channel';
import { fakeHttp, pending, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-claims lifecycles', () => {
  const spa = singleSpaHost('#/claims');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-claims', fakeHttp({ 'GET /claims': pending, 'GET /claims/summary': pending }));
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-claims"]')).not.toBeNull();
    expect(spa.host().textContent).toContain('My claims');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toContain('Hồ sơ bồi thường'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-claims"]')).toBeNull();
  });
});
