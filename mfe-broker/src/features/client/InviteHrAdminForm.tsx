import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Client, InvitedHrAdmin } from '@sencare/shared/contracts';
import { hrAdminInviteSchema, type HrAdminInviteInput, type HrAdminInviteParsed } from '@sencare/shared/rules';
import { Field, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, inviteHrAdmin } from '../../api/broker';
import styles from '../../components/page';
import { useApiSubmit } from '../../components/useApiSubmit';

const FIELDS = ['fullName', 'email', 'department'] as const;

/**
 * A client's first HR admin (POST /broker/clients/:id/hr-admin): the invitation holds no password
 * (docs/portals.md "Members": the person sets their own with "Forgot password?"). A client that got
 * an HR admin meanwhile is refused with 409 validation.broker.hrAdminExists, said above the form.
 */
export function InviteHrAdminForm({ client, onInvited }: { client: Client; onInvited: (admin: InvitedHrAdmin) => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const form = useForm<HrAdminInviteInput, unknown, HrAdminInviteParsed>({ resolver: zodResolver(hrAdminInviteSchema), defaultValues: { fullName: '', email: '', department: '' } });
  const { submit, serverError, message } = useApiSubmit(form, FIELDS, async (values) => {
    const admin = await inviteHrAdmin(http, client.id, values);
    await Promise.all([queryClient.invalidateQueries({ queryKey: brokerKeys.client(String(client.id)) }), queryClient.invalidateQueries({ queryKey: brokerKeys.clients })]);
    onInvited(admin);
  });
  const { register, formState } = form;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={styles.stack} data-testid="broker-invite">
      <p className={styles.hint}>{t('invite.intro', { name: client.name })}</p>
      {serverError ? <p className={styles.alert} role="alert" data-testid="broker-invite-error">{serverError}</p> : null}
      <Field label={t('field.fullName')} error={message('fullName')} testId="broker-invite-fullName">
        {(ids) => <input {...ids} {...register('fullName')} className={styles.input} autoComplete="off" maxLength={100} />}
      </Field>
      <Field label={t('field.email')} error={message('email')} testId="broker-invite-email">
        {(ids) => <input {...ids} {...register('email')} type="email" inputMode="email" className={styles.input} autoComplete="off" />}
      </Field>
      <Field label={t('invite.department')} hint={t('invite.departmentHint')} error={message('department')} testId="broker-invite-department">
        {(ids) => <input {...ids} {...register('department')} className={styles.input} autoComplete="off" maxLength={60} />}
      </Field>
      <Button type="submit" color="primary" block loading={formState.isSubmitting} data-testid="broker-invite-submit">{t('invite.submit')}</Button>
    </form>
  );
}
