import { useTranslation } from 'react-i18next';
import type { Agent } from '@sencare/shared/contracts';
import { foldForSearch } from '@sencare/shared/rules';
import { DeskTable, type RecordColumn, type TableSort } from '@sencare/shared/ui';
import styles from '../../components/page';

export const AGENT_SORT_KEYS = ['name', 'code', 'email', 'agency', 'status'] as const;

const open = (agent: Agent) => ({ id: String(agent.id) });

/** The agents at a desk in the kit's RecordTable: the rows held sorted by a header (names without diacritics), Enter opens one. */
export function AgentsTable({ items, sort, onSort }: { items: readonly Agent[]; sort: TableSort | undefined; onSort: (sort: TableSort) => void }) {
  const { t } = useTranslation();
  const status = (a: Agent) => t(`status.${a.status}`);
  const valueOf = (a: Agent, key: string): string | null => {
    const values: Record<string, string> = { name: a.fullName, code: a.userCode, email: a.email, agency: a.agency.code, status: status(a) };
    return key in values ? foldForSearch(values[key]) : null;
  };
  const columns: RecordColumn<Agent>[] = [
    { key: 'name', label: t('field.fullName'), sortable: true, cell: (a) => (a.you ? t('agents.you', { name: a.fullName }) : a.fullName) },
    { key: 'code', label: t('agents.code'), sortable: true, cell: (a) => a.userCode },
    { key: 'email', label: t('field.email'), sortable: true, cell: (a) => a.email },
    { key: 'agency', label: t('agents.agency'), sortable: true, cell: (a) => `${a.agency.code} · ${a.agency.name}` },
    { key: 'status', label: t('status.label'), sortable: true, cell: (a) => <span className={a.status === 'effective' ? styles.good : styles.bad}>{status(a)}</span> },
  ];
  return (
    <DeskTable
      items={items}
      count={t('agents.count', { count: items.length })}
      columns={columns}
      valueOf={valueOf}
      rowKey={(a) => String(a.id)}
      path="/broker/agent"
      query={open}
      sort={sort}
      onSort={onSort}
      caption={t('agents.caption')}
      testId="broker-agents-table"
    />
  );
}
