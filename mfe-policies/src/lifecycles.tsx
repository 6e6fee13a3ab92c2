import { antdLocales } from '@sencare/shared/antd';
import { defineRemote } from '@sencare/shared/kit';
import en from './i18n/en.json';
import vi from './i18n/vi.json';
import declaration from './remote.json';
import { ROUTES } from './routes';

/** The remote as the shell mounts it; tests render pages inside it (@sencare/shared/testing). */
export const remote = defineRemote({
  name: 'mfe-policies',
  namespace: 'policies',
  resources: { en, vi },
  routes: ROUTES,
  // docs/requirements.md §2 paths of our screens (src/remote.json), in case we are mounted before the shell rewrites the hash.
  aliases: declaration.aliases,
  antdLocales,
});

export const { bootstrap, mount, unmount } = remote;
