import { GOP_INSURER_ACTIONS, GOP_PROVIDER_ACTIONS, insurerGopActionSchema, providerGopActionSchema } from './gop';
import { allowedGopActions, conclusionMatches, GOP_INSURER_QUEUE, GOP_STATUSES, GOP_TRANSITIONS, gopCustomerPays, gopCustomerShare, nextGopStatus } from './gopStateMachine';

describe('GOP state machine (docs/portals.md "GOP: states")', () => {
  test('the table of the contract, row by row', () => {
    const row = (status: (typeof GOP_STATUSES)[number], action: Parameters<typeof nextGopStatus>[1], actor: 'provider' | 'insurer', returnedFrom: (typeof GOP_STATUSES)[number] | null = null) => nextGopStatus({ status, returnedFrom }, action, actor);
    expect(row('pending', 'return', 'insurer')).toBe('to_be_replied');
    expect(row('pending', 'assess', 'insurer')).toBe('assessed');
    expect(row('pending', 'decline', 'insurer')).toBe('declined');
    expect(row('to_be_replied', 'reply', 'provider', 'pending')).toBe('pending');
    expect(row('to_be_replied', 'reply', 'provider', 'final_submission')).toBe('final_submission');
    expect(row('to_be_replied', 'withdraw', 'provider')).toBe('withdrawn');
    expect(row('pending', 'withdraw', 'provider')).toBe('withdrawn');
    expect(row('assessed', 'final_submit', 'provider')).toBe('final_submission');
    expect(row('assessed', 'cancel', 'provider')).toBe('cancelled');
    expect(row('final_submission', 'return', 'insurer')).toBe('to_be_replied');
    expect(row('final_submission', 'final_approve', 'insurer')).toBe('final_approval');
    expect(row('final_approval', 'conclude', 'insurer')).toBe('concluded');
    for (const from of ['withdrawn', 'declined', 'cancelled'] as const) expect(row(from, 'resubmit', 'provider')).toBe('pending');
  });

  test('nobody takes the other side\'s actions, and nothing leaves concluded', () => {
    expect(nextGopStatus({ status: 'pending', returnedFrom: null }, 'assess', 'provider')).toBeNull();
    expect(nextGopStatus({ status: 'assessed', returnedFrom: null }, 'final_submit', 'insurer')).toBeNull();
    expect(nextGopStatus({ status: 'final_approval', returnedFrom: null }, 'return', 'insurer')).toBeNull();
    for (const actor of ['provider', 'insurer'] as const) expect(allowedGopActions('concluded', actor)).toEqual([]);
    expect(allowedGopActions('pending', 'insurer').sort()).toEqual(['assess', 'decline', 'return']);
    expect(allowedGopActions('pending', 'provider')).toEqual(['withdraw']);
    expect(GOP_INSURER_QUEUE).toEqual(['pending', 'final_submission', 'final_approval']);
  });

  test('the request schemas offer exactly the actions of each side', () => {
    const byActor = (actor: 'provider' | 'insurer') => [...new Set(GOP_TRANSITIONS.filter((t) => t.actor === actor).map((t) => t.action))].sort();
    expect([...GOP_PROVIDER_ACTIONS].sort()).toEqual(byActor('provider'));
    expect([...GOP_INSURER_ACTIONS].sort()).toEqual(byActor('insurer'));
    expect(providerGopActionSchema.safeParse({ action: 'assess' }).success).toBe(false);
    expect(insurerGopActionSchema.safeParse({ action: 'assess', guaranteedAmount: 0 }).success).toBe(false);
    expect(insurerGopActionSchema.safeParse({ action: 'final_approve', payableAmount: 0 }).success).toBe(true);
  });

  test('"Please check unmatched amounts or claim decisions": the conclusion against payable and final bill', () => {
    expect(conclusionMatches('fully_pay', 100, 100)).toBe(true);
    expect(conclusionMatches('fully_pay', 90, 100)).toBe(false);
    expect(conclusionMatches('partially_pay', 90, 100)).toBe(true);
    expect(conclusionMatches('partially_pay', 100, 100)).toBe(false);
    expect(conclusionMatches('partially_pay', 0, 100)).toBe(false);
    expect(conclusionMatches('decline', 0, 100)).toBe(true);
    expect(conclusionMatches('decline', 1, 100)).toBe(false);
  });

  test('what the patient pays: bill less guaranteed, then less payable', () => {
    const gop = { estimatedAmount: 30, finalBillAmount: null, guaranteedAmount: null, payableAmount: null };
    expect(gopCustomerPays({ ...gop, status: 'pending' })).toBe(30);
    expect(gopCustomerPays({ ...gop, status: 'assessed', guaranteedAmount: 20 })).toBe(10);
    expect(gopCustomerPays({ ...gop, status: 'final_submission', guaranteedAmount: 20, finalBillAmount: 26 })).toBe(6);
    expect(gopCustomerPays({ ...gop, status: 'concluded', guaranteedAmount: 20, finalBillAmount: 26, payableAmount: 19 })).toBe(7);
    expect(gopCustomerPays({ ...gop, status: 'declined' })).toBe(30);
  });

  test('no patient share before the insurer decides what it covers', () => {
    const gop = { estimatedAmount: 30, finalBillAmount: null, guaranteedAmount: null, payableAmount: null };
    expect(gopCustomerShare({ ...gop, status: 'pending' })).toBeNull();
    expect(gopCustomerShare({ ...gop, status: 'to_be_replied' })).toBeNull();
    expect(gopCustomerShare({ ...gop, status: 'withdrawn' })).toBeNull();
    expect(gopCustomerShare({ ...gop, status: 'assessed', guaranteedAmount: 20 })).toBe(10);
    expect(gopCustomerShare({ ...gop, status: 'to_be_replied', guaranteedAmount: 20, finalBillAmount: 26 })).toBe(6);
    expect(gopCustomerShare({ ...gop, status: 'concluded', guaranteedAmount: 20, finalBillAmount: 26, payableAmount: 19 })).toBe(7);
    expect(gopCustomerShare({ ...gop, status: 'declined' })).toBe(30);
  });
});
