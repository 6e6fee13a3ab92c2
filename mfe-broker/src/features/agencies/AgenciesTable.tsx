import { useTranslation } from 'react-i18next';
import type { Agency } from '@sencare/shared/contracts';
import { formatNumber } from '@sencare/shared/format';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import styles from '../../components/page';

export const AGENCY_SORT_KEYS = ['code', 'name', 'status', 'agents'] as const;

const open = (agency: Agency) => ({ id: String(agency.id) });

/** The agencies at a desk in the kit's RecordTable: a header sorts the rows held (the API sends them all, by code); Enter opens one. */
export function AgenciesTable({ items, sort, onSort }: { items: readonly Agency[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const status = (a: Agency) => t(`status.${a.status}`);
  const valueOf = (a: Agency, key: string): string | number | null => {
    const values: Record<string, string | number> = { code: a.code, name: foldForSearch(a.name), status: foldForSearch(status(a)), agents: a.agents };
    return values[key] ?? null;
  };
  const columns: RecordColumn<Agency>[] = [
    { key: 'code', label: t('agencies.code'), sortable: true, cell: (a) => a.code },
    { key: 'name', label: t('agencies.name'), sortable: true, cell: (a) => a.name },
    { key: 'status', label: t('status.label'), sortable: true, cell: (a) => <span className={a.status === 'effective' ? styles.good : styles.bad}>{status(a)}</span> },
    { key: 'agents', label: t('agencies.agents'), sortable: true, numeric: true, cell: (a) => formatNumber(a.agents) },
  ];
  return (
    <DeskTable
      items={items}
      count={t('agencies.count', { count: items.length })}
      columns={columns}
      valueOf={valueOf}
      rowKey={(a) => String(a.id)}
      path="/broker/agency"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('agencies.caption')}
      testId="broker-agencies-table"
    />
  );
}
