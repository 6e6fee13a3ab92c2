import { useId, useState, type FormEvent } from 'react';
import { Button } from '@sencare/shared/antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@sencare/shared/http';
import { DateInput, Field, useRemoteServices } from '@sencare/shared/ui';
import { fetchPatient, normalizeCard, providerKeys } from '../../api/provider';
import { isNotFound } from '@sencare/shared/http';
import { errorText } from '../../components/errorText';
import styles from '../../components/page';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, not after today: the date of birth the patient tells the desk. */
function isBirthDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && date.getTime() <= Date.now();
}

interface FieldErrors {
  card?: string;
  dob?: string;
}

/**
 * The patient lookup's state: the card (typed or scanned) and the date of birth the patient
 * tells the desk. The API shows a patient only for both (api/README.md "Patient lookups"); a
 * wrong card and a wrong date answer alike, so that message goes under the card with the date.
 */
export function usePatientLookup(initialCard: string, onFound: (card: string) => void) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const [card, setCard] = useState(initialCard);
  const [dob, setDob] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const base = useId();
  const ids = { card: `${base}card`, dob: `${base}dob` };
  const focus = (field: keyof FieldErrors) => document.getElementById(ids[field])?.focus();

  async function lookUp(typedCard = card): Promise<void> {
    const number = normalizeCard(typedCard);
    setCard(number);
    const found: FieldErrors = {};
    if (!number) found.card = t('lookup.cardRequired');
    if (!dob) found.dob = t('lookup.dobRequired');
    else if (!isBirthDate(dob)) found.dob = t('lookup.dobInvalid');
    setErrors(found);
    if (found.card || found.dob) return focus(found.card ? 'card' : 'dob');
    setBusy(true);
    try {
      await queryClient.fetchQuery({ queryKey: providerKeys.patient(number), queryFn: () => fetchPatient(http, number, dob) });
      onFound(number);
    } catch (error) {
      const fields = apiFieldErrors(error);
      const placed: FieldErrors = {
        card: fields.card ? t(fields.card, { ns: 'common' }) : undefined,
        dob: fields.dob ? t(fields.dob, { ns: 'common' }) : undefined,
      };
      if (!placed.card && !placed.dob) placed.card = isNotFound(error) ? t('lookup.errors.patientNotFound') : errorText(t, error);
      setErrors(placed);
      focus(placed.card ? 'card' : 'dob');
    } finally {
      setBusy(false);
    }
  }

  /** A card read from the QR: filled in, then the date of birth is asked (or, already typed, looked up). */
  function scanned(number: string) {
    setCard(number);
    setErrors({});
    if (dob) void lookUp(number);
    else focus('dob');
  }

  return { card, setCard, dob, setDob, errors, busy, ids, lookUp, scanned };
}

export type PatientLookupState = ReturnType<typeof usePatientLookup>;

/** The card and date-of-birth fields with their messages, and the Look up button. */
export function LookupForm({ lookup, intro }: { lookup: PatientLookupState; intro: string }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookup.lookUp();
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-busy={lookup.busy} data-testid="lookup-form">
      <p className={styles.muted}>{intro}</p>
      <Field id={lookup.ids.card} label={t('lookup.cardLabel')} hint={t('lookup.cardHint')} error={lookup.errors.card} testId="lookup-card">
        {(ids) => (
          <input {...ids} className={styles.input} value={lookup.card} autoComplete="off" autoCapitalize="characters" spellCheck={false} enterKeyHint="next" maxLength={40} onChange={(e) => lookup.setCard(e.target.value)} data-testid="lookup-card-input" />
        )}
      </Field>
      <Field id={lookup.ids.dob} label={t('lookup.dobLabel')} hint={t('lookup.dobHint')} error={lookup.errors.dob} testId="lookup-dob">
        {(ids) => <DateInput {...ids} value={lookup.dob} onChange={lookup.setDob} max={new Date().toISOString().slice(0, 10)} enterKeyHint="search" data-testid="lookup-dob-input" />}
      </Field>
      <Button type="submit" color="primary" block loading={lookup.busy} data-testid="lookup-submit">
        {t('lookup.search')}
      </Button>
    </form>
  );
}

/**
 * A patient page opened without a lookup in this session (a link, a reload): the card is filled
 * in and the date of birth asked; found, the page shows the patient (the same query cache).
 */
export function ConfirmPatient({ card, testId }: { card: string; testId: string }) {
  const { t } = useTranslation();
  const lookup = usePatientLookup(card, () => undefined);
  return (
    <div className={styles.page} data-testid={testId}>
      <LookupForm lookup={lookup} intro={t('patient.confirmIntro')} />
    </div>
  );
}
