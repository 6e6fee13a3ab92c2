import { mydata, pathOf, type BodyOf, type ResponseOf } from '@sencare/shared/contracts';
import type { HttpClient } from '@sencare/shared/http';

/** "My data" (docs/privacy.md "My data"), called through the declarations in @sencare/shared/contracts (mydata.ts). */
export type MyDataOverview = ResponseOf<typeof mydata.overview>;
export type ExportJob = NonNullable<ResponseOf<typeof mydata.latestExport>['job']>;
export type MyDataRequest = ResponseOf<typeof mydata.requests>['items'][number];

export const myDataKeys = {
  overview: ['mydata', 'overview'] as const,
  latestExport: ['mydata', 'export'] as const,
  requests: ['mydata', 'requests'] as const,
};

// silent: each page shows its own error view instead of the shell's network modal.
export const fetchOverview = (http: HttpClient) => http.get<MyDataOverview>(pathOf(mydata.overview), undefined, { silent: true });
export const fetchLatestExport = (http: HttpClient) => http.get<ResponseOf<typeof mydata.latestExport>>(pathOf(mydata.latestExport), undefined, { silent: true });
export const fetchRequests = (http: HttpClient) => http.get<ResponseOf<typeof mydata.requests>>(pathOf(mydata.requests), undefined, { silent: true });

export const requestExport = (http: HttpClient, language: 'en' | 'vi') =>
  http.post<ResponseOf<typeof mydata.requestExport>>(pathOf(mydata.requestExport), { language } satisfies BodyOf<typeof mydata.requestExport>, { json: true, silent: true });

/** A fresh link (valid a few minutes), then the archive itself with the session token (shared/src/ui/blobUrls.ts). */
export async function downloadExport(http: HttpClient, id: string): Promise<Blob> {
  const link = await http.post<ResponseOf<typeof mydata.exportLink>>(pathOf(mydata.exportLink, { id }), {}, { json: true, silent: true });
  return http.getBlob(link.path, { silent: true });
}

export const requestCorrection = (http: HttpClient, body: BodyOf<typeof mydata.requestCorrection>) =>
  http.post<ResponseOf<typeof mydata.requestCorrection>>(pathOf(mydata.requestCorrection), body, { json: true, silent: true });

export const requestClosure = (http: HttpClient) =>
  http.post<ResponseOf<typeof mydata.requestClosure>>(pathOf(mydata.requestClosure), { confirm: true } satisfies BodyOf<typeof mydata.requestClosure>, { json: true, silent: true });
