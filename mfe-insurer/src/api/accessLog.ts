import type { HttpClient } from '@sencare/shared/http';
import { ACCESS_LOG_CSV_PATH, accessLog, pathOf, type AccessLogFilter, type AccessPage } from '@sencare/shared/contracts';

export const ACCESS_LOG_PAGE_SIZE = 25;

export const accessLogKeys = {
  search: (filters: AccessLogFilter) => ['insurer', 'access-log', filters] as const,
  organisations: ['insurer', 'access-log', 'organisations'] as const,
};

export const fetchAccessLog = (http: HttpClient, filters: AccessLogFilter, page: number) =>
  http.get<AccessPage>(pathOf(accessLog.search), { ...filters, page, pageSize: ACCESS_LOG_PAGE_SIZE }, { silent: true });

export const fetchOrganisations = (http: HttpClient) => http.get<{ providerId: number; name: string }[]>(pathOf(accessLog.organisations), undefined, { silent: true });

/** The CSV with the same filters; fetched with the token (getBlob), so a plain link cannot. */
export const fetchAccessLogCsv = (http: HttpClient, filters: AccessLogFilter) => {
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')).toString();
  return http.getBlob(query ? `${ACCESS_LOG_CSV_PATH}?${query}` : ACCESS_LOG_CSV_PATH, { silent: true });
};
