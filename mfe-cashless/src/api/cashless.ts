import type { HttpClient } from '@sencare/shared/http';
import type { CashlessStatusResponse, ProviderCity, Provider, ProviderPage } from '@sencare/shared/contracts';

/** Typed calls to /api/cashless and /api/providers, through the shell's client (never our own fetch). */

export const cashlessKeys = {
  status: ['cashless', 'status'] as const,
  providers: (params: ProviderQuery) => ['cashless', 'providers', params] as const,
  provider: (id: number) => ['cashless', 'provider', id] as const,
  cities: ['cashless', 'cities'] as const,
};

export function getCashlessStatus(http: HttpClient): Promise<CashlessStatusResponse> {
  return http.get<CashlessStatusResponse>('/cashless/status', undefined, { silent: true });
}

export interface CashlessApplication {
  fullName: string;
  idType: string;
  idNumber: string;
  dateOfBirth: string;
  phone: string;
  idFront: Blob;
  idBack: Blob;
  portrait: Blob;
  signature?: Blob | null;
}

export function applyForCashless(http: HttpClient, app: CashlessApplication, onProgress?: (loaded: number, total: number) => void): Promise<CashlessStatusResponse> {
  const form = new FormData();
  // Text fields first: the API reads them before it streams the images to disk.
  form.append('fullName', app.fullName);
  form.append('idType', app.idType);
  form.append('idNumber', app.idNumber);
  form.append('dateOfBirth', app.dateOfBirth);
  form.append('phone', app.phone);
  form.append('commitmentsAccepted', 'true');
  form.append('idFront', app.idFront, fileName(app.idFront, 'id-front'));
  form.append('idBack', app.idBack, fileName(app.idBack, 'id-back'));
  form.append('portrait', app.portrait, fileName(app.portrait, 'portrait'));
  if (app.signature) form.append('signature', app.signature, fileName(app.signature, 'signature'));
  return http.upload<CashlessStatusResponse>('/cashless/apply', form, { onProgress });
}

function fileName(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name ? blob.name : `${fallback}.${blob.type.split('/')[1] || 'jpg'}`;
}

export interface ProviderQuery {
  q?: string;
  city?: string;
  cashless?: boolean;
  lat?: number;
  lng?: number;
  page?: number;
  pageSize?: number;
}

export function searchProviders(http: HttpClient, query: ProviderQuery): Promise<ProviderPage> {
  return http.get<ProviderPage>(
    '/providers',
    {
      q: query.q || undefined,
      city: query.city || undefined,
      cashless: query.cashless ? 'true' : undefined,
      lat: query.lat,
      lng: query.lng,
      page: query.page,
      pageSize: query.pageSize,
    },
    { silent: true },
  );
}

export function getProvider(http: HttpClient, id: number, from?: { lat: number; lng: number } | null): Promise<Provider> {
  return http.get<Provider>(`/providers/${id}`, from ? { lat: from.lat, lng: from.lng } : undefined, { silent: true });
}

export function getProviderCities(http: HttpClient): Promise<ProviderCity[]> {
  return http.get<ProviderCity[]>('/providers/cities', undefined, { silent: true });
}
