import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { createI18n } from '@sencare/shared/i18n';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { OPTIONS, VALID } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { loadLocalDraft, saveLocalDraft, setDraftUser } from './draftStore';
import { SubmitPage } from './SubmitPage';

/** The risk date is typed dd-mm-yyyy in both languages; the draft keeps yyyy-mm-dd. */
const LANGS = [['en_US', en], ['vi_VN', vi]] as const;
const i18n = { en_US: createI18n('claims', { en, vi }, 'en_US'), vi_VN: createI18n('claims', { en, vi }, 'vi_VN') };
const http = () => fakeHttp({ '/claims/form-options': OPTIONS, '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1 } });

beforeEach(() => {
  resetSessionChannelForTests();
  window.localStorage.clear();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
});

describe.each(LANGS)('the risk date in %s', (lang, texts) => {
  test('shown dd-mm-yyyy; 31-02-2026 is refused beside the field; typed 20032026 is stored 2026-03-20 and the step moves on', async () => {
    saveLocalDraft({ step: 1, values: VALID, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0 });
    renderPage(remote, <SubmitPage />, { http: http(), language: lang });
    const field = (await screen.findByRole('textbox', { name: texts.wizard.riskDate })) as HTMLInputElement;
    expect(field.value).toBe('20-03-2026');
    expect(field.getAttribute('placeholder')).toBe('dd-mm-yyyy');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(field, { target: { value: '31022026' } });
    expect(field.value).toBe('31-02-2026');
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('field-riskDate-error').textContent).toBe(i18n[lang].t('validation.claims.dateInput', { ns: 'common' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('claim-wizard').dataset.stepName).toBe('event');

    // Half typed: still "Date input error", never a date the rules compare.
    fireEvent.change(field, { target: { value: '2003' } });
    expect(field.value).toBe('20-03');
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('field-riskDate-error').textContent).toBe(i18n[lang].t('validation.claims.dateInput', { ns: 'common' }));
    expect(screen.queryByTestId('coverage-problem')).toBeNull();

    fireEvent.change(field, { target: { value: '20032026' } });
    expect(field.value).toBe('20-03-2026');
    await waitFor(() => expect(loadLocalDraft()?.values.riskDate).toBe('2026-03-20'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('claim-wizard').dataset.stepName).toBe('documents');
  });
});

test('the diagnosis beside the date is named by its label (the a11y sweep of this step found it unnamed)', async () => {
  saveLocalDraft({ step: 1, values: VALID, documents: [], updatedAt: '2026-11-20T02:00:00.000Z', baseVersion: 0 });
  renderPage(remote, <SubmitPage />, { http: http() });
  const diagnosis = await screen.findByRole('textbox', { name: en.wizard.diagnosis });
  expect(diagnosis.tagName).toBe('TEXTAREA');
  expect((diagnosis as HTMLTextAreaElement).value).toBe(VALID.diagnosis);
});
