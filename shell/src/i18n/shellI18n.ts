import { createI18n } from '@sencare/shared/i18n';
import en from './en.json';
import vi from './vi.json';

export const createShellI18n = () => createI18n('shell', { en, vi });
