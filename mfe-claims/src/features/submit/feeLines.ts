import type { FeeLineDraft } from './wizardModel';

/** Quantity × unit price, when both are there: the amount the wizard suggests for a fee line. */
export function suggestedAmount(line: FeeLineDraft): number | undefined {
  return line.quantity !== undefined && line.unitPrice !== undefined ? line.quantity * line.unitPrice : undefined;
}

/**
 * One field of a fee line changed. The amount follows quantity × unit price while
 * it is empty or still the suggestion; once the user typed another amount (a discount, a
 * co-payment on the invoice) it is theirs and stays, and the step offers the suggestion beside it.
 */
export function changeFeeLine(line: FeeLineDraft, field: keyof FeeLineDraft, value: FeeLineDraft[keyof FeeLineDraft]): FeeLineDraft {
  const next: FeeLineDraft = { ...line, [field]: value };
  if (field !== 'quantity' && field !== 'unitPrice') return next;
  const followsSuggestion = line.amount === undefined || line.amount === suggestedAmount(line);
  const suggestion = suggestedAmount(next);
  return followsSuggestion && suggestion !== undefined ? { ...next, amount: suggestion } : next;
}

/** The suggestion to offer beside an amount the user typed, or nothing when they agree. */
export function differingSuggestion(line: FeeLineDraft): number | undefined {
  const suggestion = suggestedAmount(line);
  return suggestion !== undefined && line.amount !== undefined && suggestion !== line.amount ? suggestion : undefined;
}
