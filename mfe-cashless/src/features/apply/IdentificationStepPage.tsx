import { Button, Input, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionChannel, SessionUser } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { CASHLESS_ID_TYPES, cashlessIdentificationSchema, toFieldErrors, type CashlessIdentification, type UserProfile } from '@sencare/shared/rules';
import { LoadingView, usePageTitle } from '@sencare/shared/ui';
import { getProfile, profileKey } from '../../api/profile';
import { AlreadyApplied, useAlreadyApplied } from './useAppliedGuard';
import { DOCUMENT_SLOTS, useApplyDraft } from './useApplyDraft';
import { StepMissing } from './StepMissing';
import { WizardSteps } from './WizardSteps';
import styles from './apply.module.css';

type Values = { fullName: string; idType: string; idNumber: string; dateOfBirth: string; phone: string };
const FIELDS: (keyof Values)[] = ['fullName', 'idType', 'idNumber', 'dateOfBirth', 'phone'];

/** The same zod schema the API applies, so a message shown here is the one the server would give. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = cashlessIdentificationSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const fieldErrors = toFieldErrors(parsed.error);
  return { values: {}, errors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, { type: 'validation', message: v }])) };
};

/** Draft first (what the customer typed), then the profile, then the session's user. */
function prefill(stored: Partial<CashlessIdentification>, profile: UserProfile | undefined, user: SessionUser | null): Values {
  const idType = (CASHLESS_ID_TYPES as readonly string[]).includes(profile?.idType ?? '') ? (profile?.idType as string) : 'citizen_id';
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
 * profile (date of birth included, issue 13). Without the profile (a failed call) the form still
 * opens with what the session knows; the customer types the rest.
 */
export function IdentificationStepPage({ channel, http }: { channel: SessionChannel; http: HttpClient }) {
  usePageTitle('apply.identification.title');
  const { draft } = useApplyDraft();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => getProfile(http) });
  const applied = useAlreadyApplied(http);
  if (applied) return <AlreadyApplied http={http} />;
  if (!DOCUMENT_SLOTS.every((slot) => draft.files[slot])) return <StepMissing step="documents" />;
  if (profile.isPending) return <LoadingView />;
  return <IdentificationForm defaults={prefill(draft.identification, profile.data, channel.getState().user)} fromProfile={profile.isSuccess} />;
}

function IdentificationForm({ defaults, fromProfile }: { defaults: Values; fromProfile: boolean }) {
  const { t } = useTranslation();
  const { setIdentification } = useApplyDraft();
  const { control, handleSubmit, formState, getValues } = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: defaults });

  const keep = () => setIdentification(getValues() as Partial<CashlessIdentification>);
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
        setIdentification(values as Partial<CashlessIdentification>);
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
                  <Selector
                    columns={3}
                    options={CASHLESS_ID_TYPES.map((v) => ({ label: t(`idType.${v}`), value: v }))}
                    value={[f.value]}
                    onChange={(v) => {
                      if (v[0]) f.onChange(v[0]);
                      keep();
                    }}
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
                    type={field === 'dateOfBirth' ? 'date' : field === 'phone' ? 'tel' : 'text'}
                    maxLength={field === 'fullName' ? 100 : 20}
                    placeholder={t(`apply.identification.${field}Placeholder`)}
                    autoComplete={field === 'fullName' ? 'name' : field === 'phone' ? 'tel' : field === 'dateOfBirth' ? 'bday' : 'off'}
                    clearable={field !== 'dateOfBirth'}
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
