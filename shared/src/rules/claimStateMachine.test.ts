import {
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  STATUSES_BY_TAB,
  SPEC_CLAIM_STATUSES,
  allowedTransitions,
  canTransition,
  isTerminal,
  tabOfStatus,
  type ClaimActor,
  type ClaimStatusName,
} from './claimStateMachine';

/** The lifecycle of docs/architecture.md, written out by hand so a table edit must be deliberate. */
const ALLOWED: Array<[ClaimStatusName, ClaimStatusName, ClaimActor[]]> = [
  ['draft', 'processing', ['customer']],
  ['processing', 'supplement_requested', ['insurer']],
  ['processing', 'to_be_revised', ['insurer']],
  ['processing', 'waiting_originals', ['insurer']],
  ['processing', 'settled', ['insurer']],
  ['processing', 'denied', ['insurer']],
  ['processing', 'cancelled', ['customer', 'insurer']],
  ['supplement_requested', 'processing', ['customer']],
  ['supplement_requested', 'cancelled', ['customer']],
  ['to_be_revised', 'processing', ['customer']],
  ['waiting_originals', 'processing', ['insurer']],
  ['settled', 'to_be_paid', ['insurer']],
  ['to_be_paid', 'paid', ['insurer']],
  ['to_be_paid', 'payment_failed', ['insurer']],
  ['payment_failed', 'to_be_paid', ['customer', 'insurer']],
  ['paid', 'finished', ['insurer']],
];
const ACTORS: ClaimActor[] = ['customer', 'insurer'];

const allowedCases = ALLOWED.flatMap(([from, to, actors]) => actors.map((actor) => [from, to, actor] as const));
const forbiddenCases = CLAIM_STATUSES.flatMap((from) =>
  CLAIM_STATUSES.flatMap((to) =>
    ACTORS.filter((actor) => !ALLOWED.some(([f, t, a]) => f === from && t === to && a.includes(actor))).map((actor) => [from, to, actor] as const),
  ),
);

describe('claim state machine', () => {
  test('the table holds exactly the documented transitions', () => {
    expect(CLAIM_TRANSITIONS.map((t) => [t.from, t.to, [...t.actors]])).toEqual(ALLOWED);
  });

  test.each(allowedCases)('%s → %s is allowed for the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  test.each(forbiddenCases)('%s → %s is forbidden for the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  test('every status except the closed ones has a way out; closed ones have none', () => {
    expect(['paid', 'finished', 'denied', 'cancelled', 'processing'].map((s) => isTerminal(s as ClaimStatusName))).toEqual([false, true, true, true, false]);
    expect(allowedTransitions('finished', 'insurer')).toEqual([]);
  });

  test('the customer may cancel only while processing or while a supplement is requested', () => {
    const cancellable = CLAIM_STATUSES.filter((s) => canTransition(s, 'cancelled', 'customer'));
    expect(cancellable).toEqual(['processing', 'supplement_requested']);
  });

  test('every spec status is on exactly one tab', () => {
    expect(SPEC_CLAIM_STATUSES).toHaveLength(11);
    for (const s of SPEC_CLAIM_STATUSES) expect(tabOfStatus(s)).not.toBeNull();
    const all = Object.values(STATUSES_BY_TAB).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(tabOfStatus('draft')).toBeNull();
  });
});
