import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../i18n/shellI18n';
import { useRouteFocus } from './useRouteFocus';

function Screen({ screenKey, title, heading }: { screenKey: string; title: string | null; heading: boolean }) {
  useRouteFocus(screenKey, title);
  return (
    <>
      <button type="button" data-testid="elsewhere">
        Open the card
      </button>
      <main id="main-content">{heading ? <h1>{title}</h1> : null}</main>
    </>
  );
}

function renderScreens() {
  const i18n = createShellI18n();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Screen screenKey="#/home" title="Home" heading />
    </I18nextProvider>,
  );
  const show = (screenKey: string, title: string | null, heading: boolean) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Screen screenKey={screenKey} title={title} heading={heading} />
      </I18nextProvider>,
    );
  return { show };
}

test("after a change of screen, focus lands on the new screen's heading once it is drawn", async () => {
  const { show } = renderScreens();
  show('#/ecards', 'Insurance e-card', false);
  await act(async () => show('#/ecards', 'Insurance e-card', true));
  expect(document.activeElement?.textContent).toBe('Insurance e-card');
  expect(document.title).toBe('Insurance e-card – SenCare');
});

test('focus the person moved before the heading was drawn stays where they put it', async () => {
  const { show } = renderScreens();
  show('#/ecards', 'Insurance e-card', false);
  const button = document.querySelector<HTMLButtonElement>('[data-testid="elsewhere"]')!;
  button.focus();
  await act(async () => show('#/ecards', 'Insurance e-card', true));
  expect(document.activeElement).toBe(button);
});
