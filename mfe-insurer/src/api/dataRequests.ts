import type { HttpClient } from '@sencare/shared/http';
import { insurerMyData, pathOf, type BodyOf, type ResponseOf } from '@sencare/shared/contracts';

/** The insurer's queue of "My data" requests (docs/privacy.md "My data"), through @sencare/shared/contracts (mydata.ts). */
export type DataRequest = ResponseOf<typeof insurerMyData.detail>;
export type DataRequestPage = ResponseOf<typeof insurerMyData.list>;
export type DataRequestAction = BodyOf<typeof insurerMyData.act>;

export const DATA_REQUEST_STATES = ['open', 'received', 'acknowledged', 'done', 'refused', 'all'] as const;
export const DATA_REQUEST_KINDS = ['all', 'correction', 'closure'] as const;
export type StateFilter = (typeof DATA_REQUEST_STATES)[number];
export type KindFilter = (typeof DATA_REQUEST_KINDS)[number];

export const dataRequestKeys = {
  all: ['insurer', 'data-requests'] as const,
  lists: ['insurer', 'data-requests', 'list'] as const,
  list: (state: StateFilter, kind: KindFilter) => ['insurer', 'data-requests', 'list', state, kind] as const,
  detail: (id: number) => ['insurer', 'data-requests', 'detail', id] as const,
};

export const fetchDataRequests = (http: HttpClient, state: StateFilter, kind: KindFilter) =>
  http.get<DataRequestPage>(pathOf(insurerMyData.list), { state, kind, pageSize: 100 }, { silent: true });

export const fetchDataRequest = (http: HttpClient, id: number) => http.get<DataRequest>(pathOf(insurerMyData.detail, { id }), undefined, { silent: true });

export const actOnDataRequest = (http: HttpClient, id: number, body: DataRequestAction) =>
  http.post<DataRequest>(pathOf(insurerMyData.act, { id }), body, { json: true, silent: true });
