import type { Ecard } from '@sencare/shared/contracts';

/**
 * What the front desk scans: card number and policy number, in a fixed, prefixed form a
 * provider system can parse (and tell apart from other QR codes). Only identifiers, never
 * name or date of birth: the desk looks those up with the insurer.
 */
export function ecardQrPayload(card: Pick<Ecard, 'cardNumber' | 'policyNo'>): string {
  return `SENCARE:ECARD;CARD:${card.cardNumber};POLICY:${card.policyNo}`;
}

export function parseEcardQrPayload(text: string): { cardNumber: string; policyNo: string } | null {
  const match = /^SENCARE:ECARD;CARD:([^;]+);POLICY:([^;]+)$/.exec(text);
  return match ? { cardNumber: match[1], policyNo: match[2] } : null;
}
