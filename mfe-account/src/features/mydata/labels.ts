import type { TFunction } from 'i18next';

/** A section's name (profile, claims…); a section another team adds shows its key until it has words. */
export const sectionLabel = (t: TFunction, key: string) => t(`mydata.sections.${key}`, { defaultValue: key });

/** 'en' or 'vi' from the app's language ('vi_VN' in the session). */
export const shortLanguage = (language: string): 'en' | 'vi' => (language.startsWith('vi') ? 'vi' : 'en');
