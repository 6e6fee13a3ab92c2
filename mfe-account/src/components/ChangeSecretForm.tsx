import { useState, type ReactNode } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { Controller, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { HttpClient } from '@sencare/shared/http';
import { showToast, useRemoteServices } from '@sencare/shared/ui';
import { navigate } from '@sencare/shared/routing';
import { SecretField, type SecretFieldProps } from './SecretField';
import { useServerErrors } from './useServerErrors';
import styles from './Form.module.css';

type SecretValues<F extends string> = Record<F, string>;

export interface ChangeSecretFormProps<F extends string> {
  /** Old, new and confirm, in that order: the first one autocompletes as the current secret. */
  fields: readonly [F, F, F];
  labels: Record<F, string>;
  resolver: Resolver<SecretValues<F>>;
  /** API messages that are about one field though the API names none (e.g. a wrong old PIN). */
  messageField: Record<string, string>;
  submit: (http: HttpClient, values: SecretValues<F>) => Promise<unknown>;
  hint: string;
  successText: string;
  submitText: string;
  /** data-testid prefix: `<id>-page`, `<id>-submit`. */
  testId: string;
  fieldProps: Pick<SecretFieldProps, 'placeholder' | 'digits' | 'hint'> | ((name: F) => Pick<SecretFieldProps, 'placeholder' | 'digits' | 'hint'>);
  /**
   * Where success leads. Never history.back(): opened from a link or a new tab that leaves the
   * app. Replace, so Back does not return to the finished form.
   */
  doneTo?: string;
  footer?: ReactNode;
}

/**
 * Change a secret (password or PIN): old, new and confirm, validated with the shared zod schema,
 * API errors placed next to their field, nothing typed lost on failure, a toast then Settings.
 */
export function ChangeSecretForm<F extends string>(props: ChangeSecretFormProps<F>) {
  const { fields, labels, resolver, messageField, submit, hint, successText, submitText, testId, fieldProps, footer, doneTo = '/settings' } = props;
  const { http } = useRemoteServices();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SecretValues<F>>({
    resolver,
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])) as DefaultValues<SecretValues<F>>,
  });
  const server = useServerErrors(setError, fields, messageField);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit(http, values);
    } catch (error) {
      setFormError(server.apply(error));
      return;
    }
    showToast(Toast, successText, 'success');
    navigate(doneTo, undefined, { replace: true });
  });

  return (
    <div className={styles.page} data-testid={`${testId}-page`}>
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{hint}</p>
        {formError ? (
          <div className={styles.formError} role="alert" data-testid="form-error">
            {server.message('', formError, 'server')}
          </div>
        ) : null}
        {fields.map((name, index) => (
          <Controller
            key={name}
            name={name as never}
            control={control}
            render={({ field, fieldState }) => (
              <SecretField
                {...field}
                value={field.value as string}
                label={labels[name]}
                autoComplete={index === 0 ? 'current-password' : 'new-password'}
                {...(typeof fieldProps === 'function' ? fieldProps(name) : fieldProps)}
                error={server.message(name, fieldState.error?.message, fieldState.error?.type)}
              />
            )}
          />
        ))}
        <div className={styles.actions}>
          <Button block color="primary" size="large" type="submit" loading={formState.isSubmitting} data-testid={`${testId}-submit`}>
            {submitText}
          </Button>
        </div>
        {footer}
      </form>
    </div>
  );
}

