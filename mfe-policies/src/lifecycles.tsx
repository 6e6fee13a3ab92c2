import { createRemoteLifecycles } from '@sencare/shared/ui';
import { App } from './App';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

const remote = createRemoteLifecycles({ name: 'mfe-policies', namespace: 'policies', resources: { en, vi }, App });

export const { bootstrap, mount, unmount } = remote;
