import type { HttpClient } from '@sencare/shared/http';
import { pathOf, reference, type FaqEntry } from '@sencare/shared/contracts';

export const faqKey = ['faq'] as const;

export const fetchFaq = (http: HttpClient) => http.get<FaqEntry[]>(pathOf(reference.faq), undefined, { silent: true });
