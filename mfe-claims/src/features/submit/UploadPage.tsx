import { useQuery } from '@tanstack/react-query';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { canOpenAnotherClaim } from '@sencare/shared/rules';
import { ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { MaxClaimsView } from './MaxClaimsView';
import { DocumentsStep } from './steps/DocumentsStep';
import { useClaimDraft } from './useClaimDraft';
import { stepIndex } from './wizardModel';
import { useJoinFinishedUploads } from '../../components/uploads/useJoinFinishedUploads';
import styles from './SubmitPage.module.css';

/**
 * #/claims/upload, the spec's /pages/MultiUploadsn/MultiUploadsn: the old app's
 * multi-upload page. Here it is the unfinished claim's documents on a page of their own: several
 * files per pick (5 at most, docs/requirements.md §9), the camera, progress and receipts, then "Continue my claim"
 * opens the wizard at its documents step. Same draft, same uploads as the wizard.
 */
export function UploadPage() {
  const { t } = useTranslation();
  usePageTitle('title.upload');
  const { http } = useRemoteServices();
  const options = useQuery({ queryKey: claimKeys.formOptions(), queryFn: claimsApi(http).formOptions, refetchOnMount: 'always' });
  const state = useClaimDraft({ editing: null, options: options.data });
  const { draft, update } = state;
  useJoinFinishedUploads(draft?.documents, (documents) => update({ documents }));

  if (options.isError) return <ErrorView onRetry={() => void options.refetch()} />;
  if (options.data && !canOpenAnotherClaim(options.data.limits)) return <MaxClaimsView inProgress={options.data.limits.inProgress} />;
  if (!options.data || !draft) return <LoadingView />;
  return (
    <div className={styles.page} data-testid="claims-upload-page">
      <div className={styles.notice}>{t('upload.pageHint')}</div>
      <div className={styles.body}>
        <DocumentsStep claimType={draft.values.claimType} treatment={draft.values.treatment} documents={draft.documents} onChange={(documents) => update({ documents })} cameraBack="upload" />
      </div>
      <div className={styles.footer}>
        <Button style={{ flex: 1 }} color="success" onClick={() => { update({ step: stepIndex('documents') }); navigate('/claims/new'); }} data-testid="upload-continue">{t('upload.continueClaim')}</Button>
      </div>
    </div>
  );
}
