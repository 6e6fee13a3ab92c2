import type { HttpClient } from '@sencare/shared/http';
import type { FaqEntry } from '@sencare/shared/rules';

export const faqKey = ['faq'] as const;

export const fetchFaq = (http: HttpClient) => http.get<FaqEntry[]>('/faq', undefined, { silent: true });
