import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, ModalDialog as KitModalDialog, Toast, antdLocales } from '@sencare/shared/antd';
import { ModalDialog as LegacyModalDialog } from '@sencare/shared/ui';
import ConfigProvider from 'antd-mobile/es/components/config-provider';

/** A confirm as a remote draws it, with the ModalDialog it was built with. */
function Confirm({ Modal }: { Modal: typeof KitModalDialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Discard draft
      </button>
      <Modal visible={open} label="Discard this draft?" content="Photos stay on this phone." onClose={() => setOpen(false)} actions={[[{ key: 'ok', text: 'Discard', onClick: () => setOpen(false) }]]} />
    </>
  );
}


describe('the UI kit: the page\'s one antd-mobile', () => {
  afterEach(() =>
    act(() => {
      Toast.clear();
      Dialog.clear();
    }),
  );

  test('Toast and Dialog draw on React 19 as soon as the kit loads: no app sets the renderer itself', async () => {
    Toast.show({ content: 'Claim sent' });
    expect((await screen.findByText('Claim sent')).closest('.adm-toast-mask')).not.toBeNull();
    Dialog.alert({ content: 'No signal' });
    expect((await screen.findByText('No signal')).closest('.adm-dialog')).not.toBeNull();
  });

  test("gives defineRemote antd-mobile's own locale provider and both locales", () => {
    expect(antdLocales.ConfigProvider).toBe(ConfigProvider);
    expect(antdLocales.en_US.locale).toBe('en');
    expect(antdLocales.vi_VN.locale).toBe('vi-VN');
  });

  test.each([
    ['the kit', KitModalDialog],
    ["`ui`, as remotes built against kernel 2.8 import it (it loads the kit's on first use)", LegacyModalDialog],
  ])('the ModalDialog of %s opens named, with its content and actions', async (_from, Modal) => {
    render(<Confirm Modal={Modal} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog.textContent).toContain('Photos stay on this phone.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Discard draft' })).toBeTruthy();
  });
});
