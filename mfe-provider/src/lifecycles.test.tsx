import { waitFor } from '@testing-library/react';
import { claimSessionWriter } from '@sencare/shared/channel';
import { fakeHttp, singleSpaHost } from '@sencare/shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('mfe-provider lifecycles', () => {
  const spa = singleSpaHost('#/provider');

  test('mounts into the element the shell gives, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-provider', fakeHttp({}));
    await bootstrap(props as never);
    await mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-provider"]')).not.toBeNull();
    expect(spa.host().textContent).toContain('E-card number');

    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toContain('Số thẻ điện tử'));

    await unmount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-provider"]')).toBeNull();
  });
});
