import { changeFeeLine, differingSuggestion } from './feeLines';

describe('a fee line with a unit price', () => {
  test('the amount follows quantity × unit price while the user has not typed their own', () => {
    let line = changeFeeLine({ name: 'Thuốc', quantity: 1 }, 'unitPrice', 150_000);
    expect(line.amount).toBe(150_000);
    line = changeFeeLine(line, 'quantity', 3);
    expect(line.amount).toBe(450_000);
  });

  test('an amount typed by the user stays editable and is not overwritten; the suggestion is offered', () => {
    let line = changeFeeLine({ name: 'Thuốc', quantity: 3 }, 'unitPrice', 150_000);
    line = changeFeeLine(line, 'amount', 400_000);
    expect(line.amount).toBe(400_000);
    expect(differingSuggestion(line)).toBe(450_000);
    line = changeFeeLine(line, 'quantity', 4);
    expect(line.amount).toBe(400_000);
    expect(differingSuggestion(line)).toBe(600_000);
  });

  test('cleared amount follows again; no unit price, no suggestion', () => {
    const line = changeFeeLine({ name: 'Thuốc', quantity: 2, unitPrice: 100, amount: undefined }, 'quantity', 5);
    expect(line.amount).toBe(500);
    expect(differingSuggestion({ quantity: 2, amount: 7 })).toBeUndefined();
  });
});
