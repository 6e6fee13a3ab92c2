import { antdLocales } from '@sencare/shared/antd';
import { defineRemote } from '@sencare/shared/kit';
import en from './i18n/en.json';
import vi from './i18n/vi.json';
import declaration from './remote.json';
import { ROUTES } from './routes';

/** The remote as the shell mounts it; tests render pages inside it (@sencare/shared/testing). */
export const remote = defineRemote({
  name: 'mfe-broker',
  namespace: 'broker',
  resources: { en, vi },
  routes: ROUTES,
  aliases: declaration.aliases,
  antdLocales,
});

export const { bootstrap, mount, unmount } = remote;
