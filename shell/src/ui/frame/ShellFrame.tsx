import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import type { SessionController } from '../../session/sessionController';
import { ClaimBannerSlot } from '../../live/ClaimBannerSlot';
import type { ClaimBanner } from '../../live/liveUpdates';
import type { FrameWidth } from '../../routing/roles';
import { NavBar } from './NavBar';
import { OfflineBanner } from './OfflineBanner';
import { RemoteOutlet } from './RemoteOutlet';
import { SkipLink } from './SkipLink';
import { TabBar, type Tab } from './TabBar';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';
import frame from './frame.module.css';

/** The bars around a route's screen; none while the gate covers it (a redirect, the lock, the offline PIN question). */
export interface FrameChrome {
  path: string;
  title: string;
  showNav: boolean;
  showBack: boolean;
  onBack: () => void;
  isTab: boolean;
  tabs: Tab[];
  /** The role app's declared width (its src/remote.json `frame`). */
  frame: FrameWidth;
  live: { banner: ClaimBanner | null; dismiss: () => void };
  session: SessionController;
  http: HttpClient;
}

function Bars({ chrome }: { chrome: FrameChrome }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink targetId="main-content" label={t('nav.skipToContent')} testId="skip-to-content" />
      {chrome.showNav ? <NavBar title={chrome.title} onBack={chrome.onBack} showBack={chrome.showBack} /> : null}
      <ClaimBannerSlot banner={chrome.live.banner} onDismiss={chrome.live.dismiss} belowNav={chrome.showNav} channel={chrome.session.channel} http={chrome.http} />
      <OfflineBanner />
    </>
  );
}

/**
 * The frame: bars, the one <main> and the remote outlet inside it. Every state of the shell
 * renders this same tree, so React keeps the <main> and the outlet node across a redirect or the
 * lock: the outlet holds the mounted remote's DOM, and a new empty outlet would leave that remote
 * rendering into a detached node (blank page after an alias hash such as
 * #/pages/e-card/e-card, docs/architecture.md "Remote outlet"; root/remoteOutlet.test.tsx).
 */
export function ShellFrame({ chrome, language, children }: { chrome: FrameChrome | null; language: Language | undefined; children: ReactNode }) {
  // The lock, a redirect and the gate's questions keep the phone column: they are the shell's own forms.
  const width = chrome?.frame ?? 'phone';
  usePrefetchOnIntent();
  // index.html sizes #sc-root (outside React) by <html data-frame>; the bars below by the class.
  useEffect(() => {
    document.documentElement.dataset.frame = width;
  }, [width]);
  const classes = [chrome?.isTab ? frame.withTabbar : '', width === 'wide' ? frame.wide : ''].filter(Boolean).join(' ');
  return (
    <div className={classes || undefined} data-language={language} data-frame={width}>
      {chrome ? <Bars chrome={chrome} /> : null}
      <main key="main" id="main-content" tabIndex={-1}>
        {children}
        <RemoteOutlet key="remote-outlet" />
      </main>
      {chrome?.isTab ? <TabBar path={chrome.path} tabs={chrome.tabs} /> : null}
    </div>
  );
}
