import { customer, pathOf, providerDoctors, providerGopVerification, providerGops } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';
import type { Doctor, DoctorInput, DoctorList, DoctorQuery, Gop, GopActionInput, GopDocument, GopDocumentKind, GopPage, GopStatus, GopVerification, NewGop, Patient, ProviderProfile } from './types';

/**
 * Calls to /api/provider (docs/portals.md), through the shell's client (never our own fetch); paths
 * and answer types from the endpoints' declarations in @sencare/shared/contracts.
 */

export const providerKeys = {
  profile: ['provider', 'profile'] as const,
  patient: (card: string) => ['provider', 'patient', card] as const,
  gops: (status: GopStatus | 'all') => ['provider', 'gops', status] as const,
  allGops: ['provider', 'gops'] as const,
  gop: (id: string) => ['provider', 'gop', id] as const,
  doctors: (query: DoctorQuery) => ['provider', 'doctors', query.q ?? '', query.status ?? 'all'] as const,
  allDoctors: ['provider', 'doctors'] as const,
};

/** Card numbers are stored upper case (api/src/modules/auth/repository.ts trims and upper-cases too). */
export const normalizeCard = (card: string) => card.replace(/\s+/g, '').toUpperCase();

export const fetchProfile = (http: HttpClient) => http.post<ProviderProfile>(pathOf(customer.userInfo), undefined, { silent: true });

/** The API shows a patient only for their card and date of birth (api/README.md "Patient lookups"). */
export const fetchPatient = (http: HttpClient, card: string, dob: string) => http.get<Patient>(pathOf(providerGops.lookup), { card: normalizeCard(card), dob }, { silent: true });

/** A page of the list; `cursor`: the previous page's nextCursor (keyset paging, api/src/lib/keyset.ts). */
export const fetchGops = (http: HttpClient, status: GopStatus | 'all', cursor?: string, pageSize = 50) =>
  http.get<GopPage>(pathOf(providerGops.list), { status: status === 'all' ? undefined : status, ...(cursor ? { cursor } : {}), pageSize }, { silent: true });

export const fetchGop = (http: HttpClient, id: string) => http.get<Gop>(pathOf(providerGops.detail, { id }), undefined, { silent: true });

export const createGop = (http: HttpClient, input: NewGop) => http.post<Gop>(pathOf(providerGops.create), input, { json: true, silent: true });

export const sendGopAction = (http: HttpClient, id: string, input: GopActionInput) => http.post<Gop>(pathOf(providerGops.act, { id }), input, { json: true, silent: true });

export function uploadGopDocument(http: HttpClient, id: string, file: File, kind: GopDocumentKind) {
  const form = new FormData();
  // The field first: the API reads it before it streams the file.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return http.upload<GopDocument>(pathOf(providerGops.upload, { id }), form, { silent: true });
}

/** A bill document this provider uploaded (the API serves only its own requests' files). */
export const fetchGopDocument = (http: HttpClient, gopId: number, docId: number) => http.getBlob(`/provider/gops/${gopId}/documents/${docId}`, { silent: true });

export const fetchGopPdf = (http: HttpClient, id: string, which: 'letter' | 'decision') => http.getBlob(`/provider/gops/${encodeURIComponent(id)}/${which}.pdf`, { silent: true });

/** Whether a letter of guarantee is genuine, by the code printed on it (docs/portals.md "Letters and verification"); the API reads the code the forgiving way. */
export const verifyGopCode = (http: HttpClient, code: string) => http.get<GopVerification>(pathOf(providerGopVerification.verify), { code: code.trim() }, { silent: true });

/** The hospital's doctors (docs/portals.md "Doctors"): any staff member reads them; `canManage` says whether the caller may add and change them. */
export const fetchDoctors = (http: HttpClient, query: DoctorQuery = {}) => http.get<DoctorList>(pathOf(providerDoctors.list), { q: query.q || undefined, status: query.status }, { silent: true });

export const createDoctor = (http: HttpClient, input: DoctorInput) => http.post<Doctor>(pathOf(providerDoctors.create), input, { json: true, silent: true });

export const editDoctor = (http: HttpClient, id: number, input: DoctorInput) => http.put<Doctor>(pathOf(providerDoctors.edit, { id }), input, { json: true, silent: true });
