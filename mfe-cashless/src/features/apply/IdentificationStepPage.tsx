import { Button, Input } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@sencare/shared/channel';
import { navigate } from '@sencare/shared/routing';
import { CASHLESS_ID_TYPES, cashlessIdentificationSchema, type CashlessIdType, type CashlessIdentification } from '@sencare/shared/rules';
import type { UserProfile } from '@sencare/shared/contracts';
import { DateInput, LoadingView, RadioChips, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { getProfile, profileKey } from '../../api/profile';
import { AlreadyApplied, useAlreadyApplied } from './useAppliedGuard';
import { DOCUMENT_SLOTS, useApplyDraft } from './useApplyDraft';
import { StepMissing } from './StepMissing';
import { WizardSteps } from './WizardSteps';
import styles from './apply.module.css';

type Values = CashlessIdentification;
const FIELDS: (keyof Values)[] = ['fullName', 'idType', 'idNumber', 'dateOfBirth', 'phone'];

/**
 * The same zod schema the API applies, so a message shown here is the one the server would give
 * (a `common` key the field translates). Raw: the draft keeps what was typed; the API normalises.
 */
const resolver = zodResolver(cashlessIdentificationSchema, undefined, { raw: true });

/** Draft first (what the customer typed), then the profile, then the session's user. */
function prefill(stored: Partial<CashlessIdentification>, profile: UserProfile | undefined, user: SessionUser | null): Values {
  const idType: CashlessIdType = (CASHLESS_ID_TYPES as readonly string[]).includes(profile?.idType ?? '') ? (profile?.idType as CashlessIdType) : 'citizen_id';
  return {
    fullName: stored.fullName ?? profile?.fullName ?? user?.fullName ?? '',
    idType: stored.idType ?? idType,
    idNumber: stored.idNumber ?? profile?.idNumber ?? user?.idNumber ?? '',
    dateOfBirth: stored.dateOfBirth ?? profile?.dateOfBirth ?? '',
    phone: stored.phone ?? profile?.phone ?? user?.phone ?? '',
  };
}

/**
 * #/cashless/identification — the spec's identification-information page, prefilled from the
 * profile (date of birth included). Without the profile (a failed call) the form still
 * opens with what the session knows; the customer types the rest.
 */
export function IdentificationStepPage() {
  usePageTitle('apply.identification.title');
  const { channel, http } = useRemoteServices();
  const { draft } = useApplyDraft();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => getProfile(http) });
  const applied = useAlreadyApplied();
  if (applied) return <AlreadyApplied />;
  if (!DOCUMENT_SLOTS.every((slot) => draft.files[slot])) return <StepMissing step="documents" />;
  if (profile.isPending) return <LoadingView />;
  return <IdentificationForm defaults={prefill(draft.identification, profile.data, channel.getState().user)} fromProfile={profile.isSuccess} />;
}

function IdentificationForm({ defaults, fromProfile }: { defaults: Values; fromProfile: boolean }) {
  const { t } = useTranslation();
  const { setIdentification } = useApplyDraft();
  const { control, handleSubmit, formState, getValues } = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: defaults });

  const keep = () => setIdentification(getValues());
  const errorOf = (field: keyof Values) => {
    const key = formState.errors[field]?.message;
    return key ? (
      <div className={styles.fieldError} role="alert" data-testid={`error-${field}`}>
        {t(key, { ns: 'common' })}
      </div>
    ) : null;
  };

  return (
    <form
      className={styles.page}
      data-testid="apply-identification"
      noValidate
      onSubmit={handleSubmit((values) => {
        setIdentification(values);
        navigate('/cashless/commitments');
      })}
    >
      <WizardSteps current={1} />
      <p className={styles.intro}>
        {t('apply.identification.intro')} {fromProfile ? t('apply.identification.profileNote') : null}
      </p>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label className={styles.fieldLabel} htmlFor={`cashless-${field}`}>
              {t(`apply.identification.${field}`)}
            </label>
            <Controller
              control={control}
              name={field}
              render={({ field: f }) =>
                field === 'idType' ? (
                  <RadioChips
                    name={t(`apply.identification.${field}`)}
                    columns={3}
                    options={CASHLESS_ID_TYPES.map((v) => ({ label: t(`idType.${v}`), value: v }))}
                    value={f.value}
                    onChange={(v) => {
                      f.onChange(v);
                      keep();
                    }}
                  />
                ) : field === 'dateOfBirth' ? (
                  // dd-mm-yyyy in both languages; the form keeps yyyy-mm-dd.
                  <DateInput
                    id={`cashless-${field}`}
                    className={styles.dateText}
                    testId={`input-${field}`}
                    value={f.value}
                    onChange={(v) => f.onChange(v)}
                    onBlur={() => {
                      f.onBlur();
                      keep();
                    }}
                    autoComplete="bday"
                    placeholder={t('apply.identification.dateOfBirthPlaceholder')}
                  />
                ) : (
                  <Input
                    id={`cashless-${field}`}
                    data-testid={`input-${field}`}
                    value={f.value}
                    onChange={(v) => f.onChange(v)}
                    onBlur={() => {
                      f.onBlur();
                      keep();
                    }}
                    type={field === 'phone' ? 'tel' : 'text'}
                    maxLength={field === 'fullName' ? 100 : 20}
                    placeholder={t(`apply.identification.${field}Placeholder`)}
                    autoComplete={field === 'fullName' ? 'name' : field === 'phone' ? 'tel' : 'off'}
                    clearable
                  />
                )
              }
            />
            {errorOf(field)}
          </div>
        ))}
      </div>
      <div className={styles.footer}>
        <Button block color="primary" size="large" type="submit" data-testid="identification-next">
          {t('common:next')}
        </Button>
      </div>
    </form>
  );
}
