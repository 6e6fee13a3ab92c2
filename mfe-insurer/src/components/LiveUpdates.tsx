import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRecordChanged } from '@sencare/shared/ui';
import styles from './ui.module.css';

/**
 * A queue open on a desk while the live stream tells of claims or GOPs that changed (another
 * assessor's move, a new submission, a hospital's reply): it counts them and offers to show them,
 * rather than moving the rows under the assessor's cursor. The assessor's own moves are not counted.
 */
export function NewItemsNotice({ kind, queryKey, testId }: { kind: 'claim' | 'gop'; queryKey: QueryKey; testId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<Set<string>>(() => new Set());
  useRecordChanged(kind, (change) => {
    if (!change.mine) setChanged((ids) => new Set(ids).add(change.id));
  });
  return (
    <div role="status" className={styles.liveSlot} data-testid={testId}>
      {changed.size > 0 ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setChanged(new Set());
            void queryClient.invalidateQueries({ queryKey });
          }}
          data-testid={`${testId}-show`}
        >
          {t('live.showChanges', { count: changed.size })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * An open claim or GOP the live stream says someone else changed: it is reloaded, and the page
 * says so ("Assessment content has been changed…", components/changedMeanwhile.tsx) since the
 * form the assessor had open was for the state that is gone.
 */
export function useRecordChangedElsewhere(kind: 'claim' | 'gop', id: string, queryKey: QueryKey, onChanged: () => void): void {
  const queryClient = useQueryClient();
  useRecordChanged(kind, (change) => {
    if (change.id !== id || change.mine) return;
    onChanged();
    void queryClient.invalidateQueries({ queryKey });
  });
}
