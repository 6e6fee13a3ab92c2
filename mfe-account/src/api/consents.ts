import type { ConsentAnswers, Consents } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';

/** The consent calls (shared/src/contracts/consent.ts; api/src/modules/consent). */
export const consentsKey = ['consents'] as const;

export const fetchConsents = (http: HttpClient) => http.get<Consents>('/consents', undefined, { silent: true });

export const answerConsents = (http: HttpClient, body: ConsentAnswers) => http.post<Consents>('/consents', body, { json: true, silent: true });

/** The printable record, headings in `language` (each text as it was read). */
export const fetchConsentPdf = (http: HttpClient, language: 'en' | 'vi') => http.getBlob(`/consents/record.pdf?language=${language}`, { silent: true });
