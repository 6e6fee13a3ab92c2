import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../channel/contract';
import type { SessionChannel } from '../channel/sessionChannel';
import { DEFAULT_LANGUAGE, I18NEXT_CODE } from './languages';
import commonEn from './common.en.json';
import commonVi from './common.vi.json';

export interface NamespaceResources {
  en: object;
  vi: object;
}

/**
 * Each workspace owns its own i18next instance and namespace; the shared `common` namespace
 * (errors, validation) is added to every instance. Instances are never shared implicitly.
 */
export function createI18n(namespace: string, resources: NamespaceResources, language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: I18NEXT_CODE[language],
    fallbackLng: 'en',
    supportedLngs: ['en', 'vi-VN'],
    ns: [namespace, 'common'],
    defaultNS: namespace,
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { [namespace]: resources.en, common: commonEn },
      'vi-VN': { [namespace]: resources.vi, common: commonVi },
    },
  });
  return instance;
}

/** Follow the session's language; returns the unsubscribe function for unmount. */
export function followChannelLanguage(instance: I18n, channel: SessionChannel): () => void {
  const sub = channel.state$.subscribe((state) => {
    const code = I18NEXT_CODE[state.language];
    if (instance.language !== code) void instance.changeLanguage(code);
  });
  return () => sub.unsubscribe();
}

export const commonResources = { en: commonEn, vi: commonVi };
