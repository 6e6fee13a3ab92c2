import { useEffect, useState } from 'react';
import { sessionStore } from '../../storage/sessionStore';

/**
 * What the login page keeps for the user:
 * - the typed account and both ticks survive a visit to the privacy policy and back (the page
 *   unmounts on #/privacy), in sessionStorage, never the password;
 * - the privacy tick comes back ticked for an account that accepted the current policy on this
 *   device; login sends that version and the API answers auth.privacyOutdated when the policy
 *   changed since (api/src/modules/auth/service.ts), so it is asked again only then.
 */
export function useLoginDraft(queryAccount: string | undefined) {
  const [initial] = useState(() => {
    const draft = sessionStore.getLoginDraft();
    const remembered = sessionStore.getRememberedAccount();
    const account = queryAccount ?? draft?.account ?? remembered ?? '';
    const accepted = sessionStore.getPrivacyVersion(account);
    return { account, remember: draft?.remember ?? Boolean(remembered), privacy: draft?.privacy ?? Boolean(accepted), fromMemory: !draft && Boolean(accepted) };
  });
  const [account, setAccountState] = useState(initial.account);
  const [remember, setRemember] = useState(initial.remember);
  const [privacy, setPrivacyState] = useState(initial.privacy);
  // True while the tick shown is the remembered acceptance, not one the user just gave.
  const [fromMemory, setFromMemory] = useState(initial.fromMemory);

  useEffect(() => {
    sessionStore.setLoginDraft({ account, privacy, remember });
  }, [account, privacy, remember]);

  function setAccount(value: string) {
    setAccountState(value);
    if (!privacy || fromMemory) {
      const accepted = Boolean(sessionStore.getPrivacyVersion(value));
      setPrivacyState(accepted);
      setFromMemory(accepted);
    }
  }

  function setPrivacy(value: boolean) {
    setPrivacyState(value);
    setFromMemory(false);
  }

  return {
    account,
    setAccount,
    remember,
    setRemember,
    privacy,
    setPrivacy,
    /** The version to send with the login: the remembered one, unless the user ticked just now. */
    privacyVersion: (): string | undefined => (fromMemory ? (sessionStore.getPrivacyVersion(account) ?? undefined) : undefined),
    /** After a successful login: remember the acceptance under both names the user may type. */
    succeeded(names: string[], version: string | null | undefined) {
      if (version) sessionStore.setPrivacyVersion(names, version);
      sessionStore.setLoginDraft(null);
    },
    /** The policy changed since this account accepted it: forget it and ask again. */
    privacyOutdated() {
      sessionStore.setPrivacyVersion([account], null);
      setPrivacyState(false);
      setFromMemory(false);
    },
  };
}
