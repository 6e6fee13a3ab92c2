import { waitFor } from '@testing-library/react';
import { claimSessionWriter } from '@sencare/shared/channel';
import { fakeHttp, pending, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-account lifecycles', () => {
  const spa = singleSpaHost('#/mine');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-account', fakeHttp({ 'POST /customer/getuserinfo': pending, 'GET /messages/unread-count': pending }));
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-account"]')).not.toBeNull();
    expect(spa.host().textContent).toContain('My policies');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toContain('Hợp đồng của tôi'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-account"]')).toBeNull();
  });
});
