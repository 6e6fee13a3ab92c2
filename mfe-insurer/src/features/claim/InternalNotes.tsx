import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sencare/shared/format';
import { QueryView } from '@sencare/shared/kit';
import { useRemoteServices } from '@sencare/shared/ui';
import { addNote, fetchNotes, noteKeys, type NoteSubject } from '../../api/backoffice';
import { TextAreaField } from '../../components/Field';
import { FormError } from '../../components/FormError';
import styles from '../../components/ui.module.css';

/**
 * Internal notes on a claim or GOP request: read and written by the insurer's staff only, never
 * shown to the customer or the hospital (the API serves them on /api/insurer alone).
 */
export function InternalNotes({ subject }: { subject: NoteSubject }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: noteKeys.of(subject), queryFn: () => fetchNotes(http, subject) });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (body: string) => addNote(http, subject, body),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: noteKeys.of(subject) });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('validation.required', { ns: 'common' }));
    setError(undefined);
    add.mutate(text.trim());
  };
  return (
    <section className={styles.card} aria-labelledby="internal-notes" data-testid="internal-notes">
      <h2 id="internal-notes" className={styles.cardTitle}>{t('backoffice.notes')}</h2>
      <p className={styles.hint}>{t('backoffice.notesHint')}</p>
      <QueryView query={notes} testId="notes" empty={{ when: (list) => list.length === 0, text: t('backoffice.noNotes') }}>
        {(list) => (
          <ul className={styles.list} data-testid="notes-list">
            {list.map((note) => (
              <li key={note.id} className={styles.listItem}>
                <span className={styles.itemMeta}>{note.authorName} · {formatDateTime(note.createdAt)}</span>
                <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <form noValidate onSubmit={submit} data-testid="note-form">
        <FormError error={add.error} testId="note-error" />
        <TextAreaField label={t('backoffice.newNote')} value={text} onChange={setText} maxLength={2000} error={error} testId="note-text" />
        <button type="submit" className={styles.primary} disabled={add.isPending} data-testid="note-submit">{t('backoffice.addNote')}</button>
      </form>
    </section>
  );
}
