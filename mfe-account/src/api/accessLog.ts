import type { HttpClient } from '@sencare/shared/http';
import { accessLog, pathOf, type MyAccessPage } from '@sencare/shared/contracts';

export const ACCESS_LOG_PAGE_SIZE = 20;

export const accessLogKey = ['privacy', 'access-log'] as const;

// silent: the page shows its own error view instead of the shell's network modal.
export const fetchAccessLog = (http: HttpClient, page: number) =>
  http.get<MyAccessPage>(pathOf(accessLog.mine), { page, pageSize: ACCESS_LOG_PAGE_SIZE }, { silent: true });
