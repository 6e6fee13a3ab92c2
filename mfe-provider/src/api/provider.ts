import type { HttpClient } from '@sencare/shared/http';
import type { Gop, GopActionInput, GopDocument, GopDocumentKind, GopPage, GopStatus, NewGop, Patient, ProviderProfile } from './types';

/** Typed calls to /api/provider (docs/portals.md), through the shell's client (never our own fetch). */

export const providerKeys = {
  profile: ['provider', 'profile'] as const,
  patient: (card: string) => ['provider', 'patient', card] as const,
  gops: (status: GopStatus | 'all') => ['provider', 'gops', status] as const,
  allGops: ['provider', 'gops'] as const,
  gop: (id: string) => ['provider', 'gop', id] as const,
};

/** Card numbers are stored upper case (api/src/modules/auth/repository.ts trims and upper-cases too). */
export const normalizeCard = (card: string) => card.replace(/\s+/g, '').toUpperCase();

export function providerApi(http: HttpClient) {
  return {
    profile: () => http.post<ProviderProfile>('/customer/getuserinfo', undefined, { silent: true }),
    /** The API shows a patient only for their card and date of birth (api/README.md "Patient lookups"). */
    patient: (card: string, dob: string) => http.get<Patient>('/provider/patients/lookup', { card: normalizeCard(card), dob }, { silent: true }),
    list: (status: GopStatus | 'all', page = 1, pageSize = 50) =>
      http.get<GopPage>('/provider/gops', { status: status === 'all' ? undefined : status, page, pageSize }, { silent: true }),
    detail: (id: string) => http.get<Gop>(`/provider/gops/${encodeURIComponent(id)}`, undefined, { silent: true }),
    create: (input: NewGop) => http.post<Gop>('/provider/gops', input, { json: true, silent: true }),
    act: (id: string, input: GopActionInput) => http.post<Gop>(`/provider/gops/${encodeURIComponent(id)}/actions`, input, { json: true, silent: true }),
    upload: (id: string, file: File, kind: GopDocumentKind) => {
      const form = new FormData();
      // The field first: the API reads it before it streams the file.
      form.append('kind', kind);
      form.append('file', file, file.name);
      return http.upload<GopDocument>(`/provider/gops/${encodeURIComponent(id)}/documents`, form, { silent: true });
    },
    pdf: (id: string, which: 'letter' | 'decision') => http.getBlob(`/provider/gops/${encodeURIComponent(id)}/${which}.pdf`, { silent: true }),
  };
}

export type ProviderApi = ReturnType<typeof providerApi>;
