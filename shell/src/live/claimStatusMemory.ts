import type { ClaimStatusName } from '@sencare/shared/rules';

export interface ClaimChange {
  claimId: string;
  status: ClaimStatusName;
  /** false for a claim the app had not seen (submitted on another device): lists refresh, no banner. */
  wasKnown: boolean;
}

/**
 * The last status the app saw of each claim, so a snapshot (after a reconnect, or each poll)
 * tells what changed while no event could arrive. The first snapshot only remembers.
 */
export class ClaimStatusMemory {
  private known: Map<string, ClaimStatusName> | null = null;

  fromSnapshot(claims: readonly { claimId: string; status: ClaimStatusName }[]): ClaimChange[] {
    const before = this.known;
    this.known = new Map(claims.map((c) => [c.claimId, c.status]));
    if (!before) return [];
    return claims.filter((c) => before.get(c.claimId) !== c.status).map((c) => ({ ...c, wasKnown: before.has(c.claimId) }));
  }

  /** An event said so: remember it, so the next snapshot does not report it again. */
  fromEvent(claimId: string, status: ClaimStatusName): void {
    this.known ??= new Map();
    this.known.set(claimId, status);
  }

  forget(): void {
    this.known = null;
  }
}
