import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioChips } from './RadioChips';

const OPTIONS = [
  { label: 'Illness', value: 'illness' },
  { label: 'Accident', value: 'accident' },
  { label: 'Maternity', value: 'maternity' },
];

function ClaimType({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RadioChips name="Claim type" value={value} options={OPTIONS} onChange={setValue} />;
}

describe('option chips as a radio group', () => {
  test('named by the field, one Tab stop, the chosen chip checked', () => {
    render(<ClaimType initial="accident" />);
    const group = screen.getByRole('radiogroup', { name: 'Claim type' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0])).toBe(true);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  test('with nothing chosen the first chip is the Tab stop; a click chooses', () => {
    render(<ClaimType />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('radio', { name: 'Maternity' }));
    expect(screen.getByRole('radio', { name: 'Maternity' }).getAttribute('aria-checked')).toBe('true');
  });

  test('arrows choose the next or previous chip, wrapping, and take focus with them', () => {
    render(<ClaimType initial="illness" />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Illness' }), { key: 'ArrowRight' });
    const accident = screen.getByRole('radio', { name: 'Accident' });
    expect(accident.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(accident);
    fireEvent.keyDown(accident, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Illness' }), { key: 'ArrowUp' });
    expect(screen.getByRole('radio', { name: 'Maternity' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Maternity' }));
  });
});
