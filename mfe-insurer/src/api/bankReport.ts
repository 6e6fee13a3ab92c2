import type { HttpClient } from '@sencare/shared/http';
import { bankReport, pathOf, type BankReportResult } from '@sencare/shared/contracts';

/** The bank's payment report checked (`apply` false) or applied (docs/portals.md "Bank report"). */
export const sendBankReport = (http: HttpClient, csv: string, apply: boolean) =>
  http.post<BankReportResult>(pathOf(bankReport.check), { csv, apply }, { json: true, silent: true });
