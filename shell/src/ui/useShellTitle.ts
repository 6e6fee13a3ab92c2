import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocation } from '@sencare/shared/routing';
import type { SessionController } from '../session/sessionController';
import type { FrameScreen } from './roles/useRoleRouter';
import { useRouteFocus } from './useRouteFocus';

const SHELL_TITLES: Record<string, string> = {
  login: 'login.submit',
  home: 'home.title',
  forgotPassword: 'forgotPassword.title',
  forgotAccount: 'forgotAccount.title',
  privacy: 'privacy.title',
  setPin: 'pin.setTitle',
  resetPin: 'pin.resetTitle',
  verify: 'verify.title',
  notFound: 'notFound.title',
};

/** Where the frame stands: the route's screen, and whether a redirect, the lock, consent due or the offline PIN question covers it. */
export interface TitleState {
  path: string;
  screen: FrameScreen;
  redirecting: boolean;
  gateAction: 'allow' | 'redirect' | 'lock';
  askOfflinePin: boolean;
  /** Consent due covers the route (ConsentPage.tsx). */
  askConsents?: boolean;
}

/**
 * The nav bar's title and the page's name (document.title, focus on its heading after each change:
 * useRouteFocus.ts). The shell names its own screens; a remote names its page on the channel
 * (`any:title-changed`, usePageTitle), and that name is kept with the path it named, so the
 * previous page's never names the next one.
 */
export function useShellTitle(session: SessionController, { path, screen, redirecting, gateAction, askOfflinePin, askConsents = false }: TitleState): string {
  const { t } = useTranslation();
  const [namedTitle, setNamedTitle] = useState<{ path: string; title: string | null } | null>(null);
  useEffect(() => {
    const sub = session.channel.on('any:title-changed').subscribe(({ title }) => setNamedTitle({ path: currentLocation().path, title }));
    return () => sub.unsubscribe();
  }, [session]);

  const remoteTitle = namedTitle?.path === path ? namedTitle.title : null;
  const shellTitle = screen && SHELL_TITLES[screen] ? t(SHELL_TITLES[screen]) : null;
  const title = shellTitle ?? remoteTitle ?? t('appName', { ns: 'common' });
  // null: not named yet (a remote's page before its usePageTitle), or a redirect about to happen.
  const covering = gateAction === 'lock' ? 'unlock.title' : askConsents ? 'consent.title' : askOfflinePin ? 'offlinePin.title' : null;
  const pageTitle = redirecting ? null : covering ? t(covering) : (shellTitle ?? (screen === null ? remoteTitle : null));
  useRouteFocus(`${path}|${gateAction}|${askOfflinePin}|${askConsents}`, pageTitle);
  return title;
}
