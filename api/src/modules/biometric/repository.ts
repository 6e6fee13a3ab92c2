import type { Db } from '../../db/database';
import { addMinutes, nowIso } from '../../lib/time';

export type Ceremony = 'register' | 'unlock';

/** A ceremony has this long between its options and the phone's answer. */
const CHALLENGE_MINUTES = 5;

export class BiometricRepository {
  constructor(private readonly db: Db) {}

  credentials(userId: number) {
    return this.db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  credential(userId: number, credentialId: string) {
    return this.db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', userId).where('credential_id', '=', credentialId).executeTakeFirst();
  }

  async add(userId: number, credential: { id: string; publicKey: string; counter: number; transports: string[] | undefined }): Promise<void> {
    await this.db
      .insertInto('webauthn_credentials')
      .values({ user_id: userId, credential_id: credential.id, public_key: credential.publicKey, counter: credential.counter, transports: credential.transports ? JSON.stringify(credential.transports) : null, created_at: nowIso(), last_used_at: null })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .execute();
  }

  /** The signature counter only moves forward (a cloned authenticator would send an old one). */
  async used(id: number, counter: number): Promise<void> {
    await this.db.updateTable('webauthn_credentials').set({ counter, last_used_at: nowIso() }).where('id', '=', id).execute();
  }

  async removeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('webauthn_credentials').where('user_id', '=', userId).execute();
  }

  /** One live challenge per user and ceremony: a new one replaces the last. */
  async saveChallenge(userId: number, ceremony: Ceremony, challenge: string): Promise<void> {
    const expires_at = addMinutes(nowIso(), CHALLENGE_MINUTES);
    await this.db
      .insertInto('webauthn_challenges')
      .values({ user_id: userId, ceremony, challenge, expires_at })
      .onConflict((oc) => oc.columns(['user_id', 'ceremony']).doUpdateSet({ challenge, expires_at }))
      .execute();
  }

  /** Takes the live challenge out in one statement, so an answer can be checked against it once. */
  async takeChallenge(userId: number, ceremony: Ceremony): Promise<string | null> {
    const row = await this.db
      .deleteFrom('webauthn_challenges')
      .where('user_id', '=', userId)
      .where('ceremony', '=', ceremony)
      .where('expires_at', '>', nowIso())
      .returning('challenge')
      .executeTakeFirst();
    return row?.challenge ?? null;
  }
}
