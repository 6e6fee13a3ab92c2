import type { Language, PinState } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { ErrorView, LoadingView } from '@sencare/shared/ui';
import { routeBook } from '../routing/remoteRouteBook';
import type { Resolved } from '../routing/routeTable';
import type { SessionController } from '../session/sessionController';
import type { RoleRoute } from './roles/useRoleRouter';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ForgotAccountPage, ForgotPasswordPage, HomePage, PrivacyPage, ResetPinPage, SetPinPage, VerifyPage } from './shellPages';

interface Props {
  route: Pick<RoleRoute, 'resolved' | 'screen' | 'waitingForRoleApp'>;
  pinState: PinState;
  query: Record<string, string>;
  language: Language;
  http: HttpClient;
  session: SessionController;
}

/** A remote's path while its app cannot show yet: loading, or unavailable with a retry. */
function RemoteWait({ resolved, pinState, waitingForRoleApp }: { resolved: Resolved; pinState: PinState; waitingForRoleApp: boolean }) {
  const learning = routeBook.status() === 'learning';
  if ((resolved.kind === 'remote' && pinState !== 'set') || resolved.kind === 'pending' || (waitingForRoleApp && learning)) return <LoadingView />;
  if ((waitingForRoleApp && !learning) || resolved.kind === 'unavailable') return <ErrorView messageKey="error.remoteUnavailable" testId="route-unavailable" onRetry={() => routeBook.retry()} />;
  return null;
}

/** The shell's own screen for the route, if it is one (a remote's draws itself in the outlet beside it). */
export function ShellScreens({ route: { resolved, screen, waitingForRoleApp }, pinState, query, language, http, session }: Props) {
  switch (screen) {
    case 'login':
      return <LoginPage http={http} session={session} query={query} />;
    case 'forgotPassword':
      return <ForgotPasswordPage http={http} />;
    case 'forgotAccount':
      return <ForgotAccountPage http={http} />;
    case 'privacy':
      return <PrivacyPage http={http} language={language} />;
    case 'setPin':
      return <SetPinPage http={http} session={session} query={query} />;
    case 'resetPin':
      return <ResetPinPage http={http} session={session} />;
    case 'verify':
      return <VerifyPage http={http} query={query} />;
    case 'home':
      return pinState === 'set' ? <HomePage http={http} session={session} /> : null;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <RemoteWait resolved={resolved} pinState={pinState} waitingForRoleApp={waitingForRoleApp} />;
  }
}
