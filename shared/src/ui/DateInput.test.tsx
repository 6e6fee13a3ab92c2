import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '../i18n/createI18n';
import type { Language } from '../channel/contract';
import commonEn from '../i18n/common.en.json';
import commonVi from '../i18n/common.vi.json';
import { DateInput, dateInputText, dateInputValue } from './DateInput';

/** A form field holding what a draft would store. */
function Form({ initial = '', language = 'en_US', onValue }: { initial?: string; language?: Language; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={createI18n('test', { en: {}, vi: {} }, language)}>
      <DateInput aria-label="Risk date" value={value} min="2025-01-01" max="2026-12-31" testId="risk" onChange={(next) => { setValue(next); onValue?.(next); }} />
      <output data-testid="stored">{value}</output>
    </I18nextProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Risk date' }) as HTMLInputElement;

describe.each([['en_US', commonEn], ['vi_VN', commonVi]] as const)('date entry in %s', (language, common) => {
  test('a stored date shows as dd-mm-yyyy, a labelled text field with the number pad and the format as its hint', () => {
    render(<Form initial="2026-11-20" language={language} />);
    expect(field().value).toBe('20-11-2026');
    expect(field().getAttribute('type')).toBe('text');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('placeholder')).toBe('dd-mm-yyyy');
    expect(screen.getByRole('button', { name: common.dateField.calendar })).toBeTruthy();
  });

  test('typed 20112026 → shown 20-11-2026, stored 2026-11-20; dashes come in as digits are typed', () => {
    render(<Form language={language} />);
    for (const [typed, shown, stored] of [['2', '2', '2'], ['201', '20-1', '20-1'], ['20-11', '20-11', '20-11'], ['20-11-202', '20-11-202', '20-11-202'], ['20112026', '20-11-2026', '2026-11-20']]) {
      fireEvent.change(field(), { target: { value: typed } });
      expect([typed, field().value, screen.getByTestId('stored').textContent]).toEqual([typed, shown, stored]);
    }
  });
});

test('a day that does not exist is stored as typed, for the form to refuse; a pasted yyyy-mm-dd or dd/mm/yyyy is read', () => {
  expect(dateInputValue('31022026')).toBe('2026-02-31');
  expect(dateInputText('2026-02-31')).toBe('31-02-2026');
  expect(dateInputValue('2026-11-20')).toBe('2026-11-20');
  expect(dateInputValue('20/11/2026')).toBe('2026-11-20');
  expect(dateInputValue('20-11-2026-99')).toBe('2026-11-20');
  expect(dateInputValue('abc')).toBe('');
  expect(dateInputText(null)).toBe('');
});

test("the calendar button opens the phone's picker; a day picked there is stored as yyyy-mm-dd and shown dd-mm-yyyy", () => {
  const stored: string[] = [];
  render(<Form onValue={(v) => void stored.push(v)} />);
  const native = screen.getByTestId('risk-native') as HTMLInputElement;
  expect(native.getAttribute('type')).toBe('date');
  expect(native.tabIndex).toBe(-1);
  expect([native.min, native.max]).toEqual(['2025-01-01', '2026-12-31']);
  const showPicker = jest.fn();
  native.showPicker = showPicker;
  fireEvent.click(screen.getByTestId('risk-calendar'));
  expect(showPicker).toHaveBeenCalled();
  fireEvent.change(native, { target: { value: '2026-03-05' } });
  expect(stored).toEqual(['2026-03-05']);
  expect(field().value).toBe('05-03-2026');
});
