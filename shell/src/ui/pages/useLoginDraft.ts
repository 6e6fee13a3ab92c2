import { useEffect, useState } from 'react';
import { sessionStore } from '../../storage/sessionStore';

/**
 * What the login page keeps for the user: the typed account and the "remember" tick survive a
 * visit to the privacy policy and back (the page unmounts on #/privacy), in sessionStorage, never
 * the password. Consent is not asked here: it is asked after sign-in, from the server's record
 * (docs/privacy.md "Consent"), so this page tells nothing about an account to whoever holds the phone.
 */
export function useLoginDraft(queryAccount: string | undefined) {
  const [initial] = useState(() => {
    const draft = sessionStore.getLoginDraft();
    const remembered = sessionStore.getRememberedAccount();
    return { account: queryAccount ?? draft?.account ?? remembered ?? '', remember: draft?.remember ?? Boolean(remembered) };
  });
  const [account, setAccount] = useState(initial.account);
  const [remember, setRemember] = useState(initial.remember);

  useEffect(() => {
    sessionStore.setLoginDraft({ account, remember });
  }, [account, remember]);

  return {
    account,
    setAccount,
    remember,
    setRemember,
    /** After a successful login the draft has done its job. */
    succeeded() {
      sessionStore.setLoginDraft(null);
    },
  };
}
