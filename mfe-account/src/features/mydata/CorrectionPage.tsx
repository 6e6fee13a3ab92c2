import { useState } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CORRECTABLE_FIELDS, correctionBodySchema, type CorrectableField } from '@sencare/shared/contracts';
import { navigate } from '@sencare/shared/routing';
import { Field, showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { useServerErrors } from '../../components/useServerErrors';
import { myDataKeys, requestCorrection } from '../../api/mydata';
import formStyles from '../../components/Form.module.css';
import styles from './MyData.module.css';

interface Values {
  field: CorrectableField | '';
  details: string;
}
const FIELDS = ['field', 'details'] as const;
const resolver = zodResolver(correctionBodySchema, undefined, { raw: true });

/** "Ask for a correction": which data and what is wrong; the API's rules (shared contracts) checked here first. */
export function CorrectionPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const client = useQueryClient();
  usePageTitle('mydata.correction.title');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: resolver as never, defaultValues: { field: '', details: '' } });
  const server = useServerErrors(setError, FIELDS, {});

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestCorrection(http, { field: values.field as CorrectableField, details: values.details });
    } catch (error) {
      setFormError(server.apply(error));
      return;
    }
    await client.invalidateQueries({ queryKey: myDataKeys.requests });
    showToast(Toast, t('mydata.correction.sent'), 'success');
    navigate('/mydata', undefined, { replace: true });
  });

  return (
    <div className={formStyles.page} data-testid="mydata-correction-page">
      <form className={formStyles.card} onSubmit={onSubmit} noValidate>
        <p className={formStyles.hint}>{t('mydata.correction.intro')}</p>
        {formError ? (
          <div className={formStyles.formError} role="alert" data-testid="form-error">
            {server.message('', formError, 'server')}
          </div>
        ) : null}
        <CorrectionFields control={control} message={server.message} />
        <div className={formStyles.actions}>
          <Button block color="primary" size="large" type="submit" loading={formState.isSubmitting} data-testid="mydata-correction-submit">
            {t('mydata.correction.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Which data (a select) and what is wrong; each with its translated message under it. */
function CorrectionFields({ control, message }: { control: Control<Values>; message: (field: string, key: string | undefined, type?: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        name="field"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t('mydata.correction.field')} error={message('field', fieldState.error?.message, fieldState.error?.type)} testId="mydata-correction-field">
            {(props) => (
              <select {...props} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} className={styles.select} data-testid="mydata-correction-field-select">
                <option value="">{t('mydata.correction.choose')}</option>
                {CORRECTABLE_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`mydata.fields.${f}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Controller
        name="details"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t('mydata.correction.details')} hint={t('mydata.correction.detailsHint')} error={message('details', fieldState.error?.message, fieldState.error?.type)} testId="mydata-correction-details">
            {(props) => <textarea {...props} {...field} className={styles.textarea} maxLength={1000} data-testid="mydata-correction-details-input" />}
          </Field>
        )}
      />
    </>
  );
}
