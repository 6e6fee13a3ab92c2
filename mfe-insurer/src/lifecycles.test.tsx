import { waitFor } from '@testing-library/react';
import { claimSessionWriter } from '@sencare/shared/channel';
import { fakeHttp, pending, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-insurer lifecycles', () => {
  const spa = singleSpaHost('#/insurer/me');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-insurer', fakeHttp({ 'POST /customer/getuserinfo': pending }));
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-insurer"]')).not.toBeNull();
    // Me is a lazy page: the kit's loading view until its chunk arrives.
    await waitFor(() => expect(spa.host().textContent).toContain('Log out'));

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toContain('Đăng xuất'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-insurer"]')).toBeNull();
  });
});
