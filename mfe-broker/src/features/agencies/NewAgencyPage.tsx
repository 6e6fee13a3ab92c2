import { Button } from '@sencare/shared/antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agencyInputSchema, type AgencyInput, type AgencyParsed } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, createAgency } from '../../api/broker';
import { PageLink } from '../../components/PageLink';
import styles from '../../components/page';
import { useApiSubmit } from '../../components/useApiSubmit';
import { ManagersOnly } from '../../components/ManagersOnly';
import { AGENCY_FIELDS, AgencyFields } from './AgencyFields';

/**
 * #/broker/agency/new — add an agency with the API's own schema (agencyInputSchema). A code any
 * broker or agency has is refused with 409 under the code field ("Broker code already exists"),
 * everything typed kept; an added agency lists with the others.
 */
export function NewAgencyPage() {
  usePageTitle('title.newAgency');
  return (
    <ManagersOnly testId="broker-new-agency" back="/broker/agencies">
      {() => <NewAgencyForm />}
    </ManagersOnly>
  );
}

function NewAgencyForm() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const queryClient = useQueryClient();
  const form = useForm<AgencyInput, unknown, AgencyParsed>({ resolver: zodResolver(agencyInputSchema), defaultValues: { code: '', name: '' } });
  const { submit, serverError, message } = useApiSubmit(form, AGENCY_FIELDS, async (values) => {
    await createAgency(http, values);
    await Promise.all([queryClient.invalidateQueries({ queryKey: brokerKeys.agencies }), queryClient.invalidateQueries({ queryKey: brokerKeys.profile })]);
    navigate('/broker/agencies', {}, { replace: true });
  });
  return (
    <form className={`${styles.page} ${styles.narrow}`} noValidate onSubmit={(e) => void submit(e)} data-testid="broker-new-agency">
      {serverError ? <div className={styles.errorBox} role="alert" data-testid="broker-new-agency-error">{serverError}</div> : null}
      <section className={styles.section}>
        <AgencyFields register={form.register} message={message} withStatus={false} testId="broker-new-agency" />
      </section>
      <div className={styles.actions}>
        <Button type="submit" color="primary" block loading={form.formState.isSubmitting} data-testid="broker-new-agency-submit">{t('agencies.create')}</Button>
      </div>
      <PageLink path="/broker/agencies">{t('agencies.toList')}</PageLink>
    </form>
  );
}
