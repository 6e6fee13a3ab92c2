import { Button, Input, Selector } from 'antd-mobile';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { navigate } from '@sencare/shared/routing';
import { CASHLESS_ID_TYPES, cashlessIdentificationSchema, toFieldErrors, type CashlessIdentification } from '@sencare/shared/rules';
import { usePageTitle } from '@sencare/shared/ui';
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

/** #/cashless/identification — the spec's identification-information page, prefilled from the profile. */
export function IdentificationStepPage({ channel, http }: { channel: SessionChannel; http: HttpClient }) {
  const { t } = useTranslation();
  usePageTitle('apply.identification.title');
  const { draft, setIdentification } = useApplyDraft();
  const user = channel.getState().user;
  const stored = draft.identification;
  const { control, handleSubmit, formState, getValues } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      fullName: stored.fullName ?? user?.fullName ?? '',
      idType: stored.idType ?? 'citizen_id',
      idNumber: stored.idNumber ?? user?.idNumber ?? '',
      dateOfBirth: stored.dateOfBirth ?? '',
      phone: stored.phone ?? user?.phone ?? '',
    },
  });
  const applied = useAlreadyApplied(http);
  if (applied) return <AlreadyApplied http={http} />;
  if (!DOCUMENT_SLOTS.every((slot) => draft.files[slot])) return <StepMissing step="documents" />;

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
      <p className={styles.intro}>{t('apply.identification.intro')}</p>
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
