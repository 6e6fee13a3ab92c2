import { render, screen } from '@testing-library/react';
import { Field } from './Field';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

test('one control: the label names it, the hint and the error describe it, and it is marked invalid', () => {
  render(
    <Field label="Card number" hint="10 digits" error="Enter the card number" testId="lookup-card">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText('Card number');
  expect(describedText(input)).toEqual(['10 digits', 'Enter the card number']);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByTestId('lookup-card-error').textContent).toBe('Enter the card number');
  expect(screen.getByTestId('lookup-card-hint').textContent).toBe('10 digits');
  // Not announced unless asked: a form that announces one summary says it once.
  expect(screen.queryByRole('alert')).toBeNull();
});

test('without a message the control is neither invalid nor described; a given id is the control\'s', () => {
  render(
    <Field label="Ngày sinh" id="dob">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText('Ngày sinh');
  expect(input.id).toBe('dob');
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
});

test('announceError: the message is an alert', () => {
  render(
    <Field label="Note" error="At most 1000 characters" announceError>
      {(control) => <textarea {...control} />}
    </Field>,
  );
  expect(screen.getByRole('alert').textContent).toBe('At most 1000 characters');
});

test('a composite control: a group named by the label and described by its message', () => {
  render(
    <Field label="Loại điều trị" error="Vui lòng chọn" testId="field-treatment">
      <input type="radio" aria-label="Ngoại trú" />
      <input type="radio" aria-label="Nội trú" />
    </Field>,
  );
  const group = screen.getByRole('group', { name: 'Loại điều trị' });
  expect(group.dataset.testid).toBe('field-treatment');
  expect(describedText(group)).toEqual(['Vui lòng chọn']);
  expect(screen.getByTestId('field-treatment-error').textContent).toBe('Vui lòng chọn');
});

test('a composite control with htmlFor: the label also points at the control inside', () => {
  render(
    <Field label="Diagnosis" htmlFor="diagnosis">
      <div>
        <textarea id="diagnosis" />
      </div>
    </Field>,
  );
  expect(screen.getAllByLabelText('Diagnosis').map((element) => element.tagName)).toContain('TEXTAREA');
  expect(screen.getByRole('group', { name: 'Diagnosis' })).toBeTruthy();
});
