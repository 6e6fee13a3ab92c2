import { useTranslation } from 'react-i18next';
import type { Renewal } from '@sencare/shared/contracts';
import { formatDate, formatNumber, formatVnd } from '@sencare/shared/format';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import { expiryText } from '../../components/texts';

export const RENEWAL_SORT_KEYS = ['client', 'policyNo', 'expiryDate', 'members', 'premium'] as const;

const open = (r: Renewal) => ({ id: String(r.clientId) });

/** The renewals at a desk: the API's order (soonest first) until a header sorts the rows held; Enter opens the client. */
export function RenewalsTable({ items, sort, onSort }: { items: readonly Renewal[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const valueOf = (r: Renewal, key: string): string | number | null => {
    const values: Record<string, string | number | null> = { client: foldForSearch(r.clientName), policyNo: r.policyNo, expiryDate: r.expiryDate, members: r.activeMembers, premium: r.premium };
    return values[key] ?? null;
  };
  const columns: RecordColumn<Renewal>[] = [
    { key: 'client', label: t('renewals.client'), sortable: true, cell: (r) => r.clientName },
    { key: 'policyNo', label: t('renewals.policyNo'), sortable: true, cell: (r) => r.policyNo },
    { key: 'expiryDate', label: t('renewals.expiryDate'), sortable: true, cell: (r) => `${formatDate(r.expiryDate)} (${expiryText(t, r.daysToExpiry)})` },
    { key: 'members', label: t('clients.members'), sortable: true, numeric: true, cell: (r) => formatNumber(r.activeMembers) },
    { key: 'premium', label: t('client.premium'), sortable: true, numeric: true, cell: (r) => (r.premium === null ? '—' : formatVnd(r.premium)) },
  ];
  return (
    <DeskTable
      items={items}
      count={t('renewals.count', { count: items.length })}
      columns={columns}
      valueOf={valueOf}
      rowKey={(r) => r.policyNo}
      path="/broker/client"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('renewals.caption')}
      testId="broker-renewals-table"
    />
  );
}
