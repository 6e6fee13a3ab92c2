import type { HttpClient } from '@sencare/shared/http';
import { insurerGops, pathOf } from '@sencare/shared/contracts';
import type { Gop, GopActionBody, GopPage, GopStatus } from './types';

export const gopKeys = {
  all: ['insurer', 'gops'] as const,
  queue: (status: GopStatus | 'waiting') => ['insurer', 'gops', 'queue', status] as const,
  detail: (id: string | number) => ['insurer', 'gops', 'detail', String(id)] as const,
};

/** The API's largest page: a console queue longer than 100 is paged by status first. */
export const GOP_PAGE_SIZE = 100;

export const fetchGops = (http: HttpClient, status: GopStatus | 'waiting') =>
  http.get<GopPage>(pathOf(insurerGops.list), status === 'waiting' ? { pageSize: GOP_PAGE_SIZE } : { status, pageSize: GOP_PAGE_SIZE }, { silent: true });

export const fetchGop = (http: HttpClient, id: string | number) => http.get<Gop>(pathOf(insurerGops.detail, { id }), undefined, { silent: true });

/** Bill documents: the same path shape as the claim documents (docs/portals.md names the list, not the file route). */
export const gopDocumentPath = (gopId: string | number, docId: string | number) => `/insurer/gops/${encodeURIComponent(String(gopId))}/documents/${encodeURIComponent(String(docId))}`;

export type GopPdf = 'letter' | 'decision';

export const gopPdfPath = (gopId: string | number, pdf: GopPdf) => `/insurer/gops/${encodeURIComponent(String(gopId))}/${pdf}.pdf`;

export const sendGopAction = (http: HttpClient, id: string | number, body: GopActionBody) =>
  http.post<Gop>(pathOf(insurerGops.act, { id }), body, { json: true, silent: true });
