import { waitFor } from '@testing-library/react';
import { claimSessionWriter } from '@sencare/shared/channel';
import { fakeHttp, pending, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-policies lifecycles', () => {
  const spa = singleSpaHost('#/policies');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-policies', fakeHttp({ '/policies': pending }));
    // The shell draws the nav bar; the page names itself through the channel, in the session language.
    const titles: Array<string | null> = [];
    props.channel.on('any:title-changed').subscribe((p) => titles.push(p.title));
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-policies"]')).not.toBeNull();
    await waitFor(() => expect(titles).toContain('My policies'));
    await waitFor(() => expect(spa.host().textContent).toContain('Loading'));

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(titles).toContain('Hợp đồng của tôi'));
    await waitFor(() => expect(spa.host().textContent).toContain('Đang tải'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-policies"]')).toBeNull();
  });
});
