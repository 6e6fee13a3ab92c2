import { useTranslation } from 'react-i18next';
import type { Client } from '@sencare/shared/contracts';
import { formatDate, formatNumber } from '@sencare/shared/format';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import { RenewalMark } from '../../components/RenewalMark';
import { lossRatioText } from '../../components/texts';

export const CLIENT_SORT_KEYS = ['name', 'code', 'members', 'nextExpiry', 'renewal', 'lossRatio'] as const;

const open = (client: Client) => ({ id: String(client.id) });
/** The API lists a client's policies soonest expiry first (shared/src/contracts/broker.ts). */
const nextExpiry = (client: Client) => client.policies[0]?.expiryDate ?? null;

/**
 * The clients at a desk in the kit's RecordTable (rows one Tab stop, Enter opens), as mfe-hr's
 * MembersTable: the API sends every client in one answer, so a column sorts the rows held; names
 * sort without their diacritics ("Đông" beside "Dong").
 */
export function ClientsTable({ items, sort, onSort }: { items: readonly Client[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const valueOf = (c: Client, key: string): string | number | null => {
    const values: Record<string, string | number | null> = { name: foldForSearch(c.name), code: c.code, members: c.activeMembers, nextExpiry: nextExpiry(c), renewal: c.renewalDue ? 0 : 1, lossRatio: c.lossRatio.ratio };
    return values[key] ?? null;
  };
  const columns: RecordColumn<Client>[] = [
    { key: 'name', label: t('clients.name'), sortable: true, cell: (c) => c.name },
    { key: 'code', label: t('clients.code'), sortable: true, cell: (c) => c.code },
    { key: 'policies', label: t('clients.policies'), cell: (c) => c.policies.map((p) => p.policyNo).join(', ') || '—' },
    { key: 'members', label: t('clients.members'), sortable: true, numeric: true, cell: (c) => formatNumber(c.activeMembers) },
    { key: 'nextExpiry', label: t('clients.nextExpiry'), sortable: true, cell: (c) => formatDate(nextExpiry(c)) || '—' },
    { key: 'renewal', label: t('clients.renewal'), sortable: true, cell: (c) => (c.renewalDue ? <RenewalMark due /> : t('renewal.notDue')) },
    { key: 'lossRatio', label: t('clients.lossRatioLabel'), sortable: true, numeric: true, cell: (c) => lossRatioText(t, c.lossRatio) },
  ];
  return (
    <DeskTable
      items={items}
      count={t('clients.count', { count: items.length })}
      columns={columns}
      valueOf={valueOf}
      rowKey={(c) => String(c.id)}
      path="/broker/client"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('clients.caption')}
      testId="broker-clients-table"
    />
  );
}
