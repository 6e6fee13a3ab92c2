import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../../lifecycles';
import { OPTIONS } from '../../../test/wizardFixtures';
import { loadLocalDraft, saveLocalDraft, setDraftUser } from '../draftStore';
import { SubmitPage } from '../SubmitPage';
import { amountOfTyped, caretAfterDigits } from './AmountInput';

beforeEach(() => {
  resetSessionChannelForTests();
  window.localStorage.clear();
  setDraftUser('SC00000001');
  window.location.hash = '#/claims/new';
});

test('typed digits come back grouped, commas and ₫ are dropped, the caret stays after the digit typed', () => {
  expect(amountOfTyped('1270000')).toBe(1_270_000);
  expect(amountOfTyped('1,270,000 ₫')).toBe(1_270_000);
  expect(amountOfTyped('')).toBeUndefined();
  expect(amountOfTyped('007')).toBe(7);
  // "1,270,000" with 4 digits before the caret: after "1,270".
  expect(caretAfterDigits('1,270,000', 4)).toBe(5);
  expect(caretAfterDigits('1,270,000', 7)).toBe(9);
});

test.each(['en_US', 'vi_VN'] as const)('amounts are grouped as the person types, the draft keeps the number (%s)', async (language) => {
  saveLocalDraft({ step: 1, values: { insuredId: 1, idType: 'citizen_id', idNumber: '001088012345', policyIds: [10], feeItems: [{ name: 'Khám', quantity: 1 }] }, documents: [], updatedAt: new Date().toISOString(), baseVersion: 0, dirty: [] });
  renderPage(remote, <SubmitPage />, { http: fakeHttp({ '/claims/form-options': OPTIONS, '/claims/drafts/current': null, 'PUT /claims/drafts/current': { savedAt: 'now', version: 1 } }), language });
  const amount = (await screen.findByTestId('field-requestAmount')).querySelector('input')!;
  expect(amount.getAttribute('inputmode')).toBe('numeric');
  fireEvent.change(amount, { target: { value: '1270000' } });
  expect(amount.value).toBe('1,270,000');
  fireEvent.change(amount, { target: { value: '1,270,0005' } });
  expect(amount.value).toBe('12,700,005');
  const line = screen.getByTestId('fee-amount').querySelector('input')!;
  fireEvent.change(line, { target: { value: '12700005' } });
  expect(line.value).toBe('12,700,005');
  await waitFor(() => expect(loadLocalDraft()?.values).toMatchObject({ requestAmount: 12_700_005, feeItems: [{ amount: 12_700_005 }] }));
  expect(screen.getByTestId('fee-remaining').dataset.state).toBe('allocated');
});
