import { isCardValid } from './cardValidity';

const on = (iso: string) => new Date(`${iso}T10:00:00`);

describe('whether an e-card may be shown at the front desk', () => {
  test('an effective card is valid up to and including its last day', () => {
    expect(isCardValid({ status: 'effective', validTo: '2026-12-31' }, on('2026-11-25'))).toBe(true);
    expect(isCardValid({ status: 'effective', validTo: '2026-11-25' }, on('2026-11-25'))).toBe(true);
  });

  test('a card saved as effective whose cover has ended since (an old offline copy) is not valid', () => {
    expect(isCardValid({ status: 'effective', validTo: '2026-11-24' }, on('2026-11-25'))).toBe(false);
  });

  test('a card the API marks invalid is never valid', () => {
    expect(isCardValid({ status: 'invalid', validTo: '2030-01-01' }, on('2026-11-25'))).toBe(false);
  });
});
