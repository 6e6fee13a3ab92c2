import { useQuery } from '@tanstack/react-query';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, canOpenAnotherClaim, todayIso } from '@sencare/shared/rules';
import { EmptyView, ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi, type FormOptions } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { useJoinFinishedUploads } from '../../components/uploads/useJoinFinishedUploads';
import { DiscardDraftButton } from './DiscardDraftButton';
import { DraftNotices } from './DraftNotices';
import { DuplicateClaimDialog } from './DuplicateClaimDialog';
import { MaxClaimsView } from './MaxClaimsView';
import { DocumentsStep } from './steps/DocumentsStep';
import { EventStep } from './steps/EventStep';
import { PayeeStep } from './steps/PayeeStep';
import { ReviewStep } from './steps/ReviewStep';
import { StepProgress } from './steps/StepProgress';
import { WhoStep } from './steps/WhoStep';
import { useClaimDraft } from './useClaimDraft';
import { coverageOf, useWizardActions } from './useWizardActions';
import { EDIT_STATUS, STEPS, stepAt, stepIndex, type ClaimDraftValues, type EditMode, type StepName } from './wizardModel';
import styles from './SubmitPage.module.css';

/** The policies chosen for the claim, with the dates the risk date must fall between. */
function chosenPolicies(options: FormOptions, v: ClaimDraftValues) {
  const insured = options.insured.find((p) => p.id === v.insuredId);
  const policies = insured?.policies.filter((p) => (v.policyIds ?? []).includes(p.id)) ?? [];
  const minDate = policies.reduce((m, p) => (p.effectiveDate > m ? p.effectiveDate : m), `${new Date().getFullYear() - LIMITS.pickerYearRange}-01-01`);
  const maxDate = policies.reduce((m, p) => (p.expiryDate < m ? p.expiryDate : m), todayIso());
  return { policies, minDate, maxDate };
}

/**
 * #/claims/new: a new claim; #/claims/new?id=&mode=revise: the same wizard prefilled with a claim
 * the insurer sent back; #/claims/new?id=&mode=bank: the payee step only, after a failed payment.
 * Each step is a component of steps/; the draft is useClaimDraft's, the checks useWizardActions'.
 */
export function SubmitPage({ claimId, mode }: { claimId?: string; mode?: string } = {}) {
  const { t } = useTranslation();
  const editing: EditMode = claimId && (mode === 'revise' || mode === 'bank') ? mode : null;
  usePageTitle(editing === 'revise' ? 'title.revise' : editing === 'bank' ? 'title.bankDetails' : 'title.submit');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  // Always asked again on open: its open-claims count decides whether a new claim may start.
  const options = useQuery({ queryKey: claimKeys.formOptions(), queryFn: api.formOptions, refetchOnMount: 'always' });
  const claim = useQuery({ queryKey: claimKeys.detail(claimId ?? ''), queryFn: () => api.detail(claimId!), enabled: !!editing });
  const state = useClaimDraft({ editing, scope: editing ? `${editing}:${claimId}` : undefined, options: options.data, claim: claim.data });
  const { draft, update } = state;
  const actions = useWizardActions(state, editing, claimId, (v) => coverageOf(v, chosenPolicies(options.data!, v).policies));
  useJoinFinishedUploads(draft?.documents, (documents) => update({ documents }));

  if (options.isError) return <ErrorView onRetry={() => void options.refetch()} />;
  if (editing && claim.isError) return <ErrorView onRetry={() => void claim.refetch()} />;
  if (editing && claim.data && claim.data.status !== EDIT_STATUS[editing] && !draft) {
    return <EmptyView testId="claim-edit-not-allowed">{t('wizard.editNotAllowed')}</EmptyView>;
  }
  // docs/requirements.md §9 "Reach maximum of 10 claims", said when the wizard opens rather than after the uploads.
  if (!editing && options.data && !canOpenAnotherClaim({ ...options.data.limits })) return <MaxClaimsView inProgress={options.data.limits.inProgress} />;
  if (options.isPending || (editing && claim.isPending) || (options.data && !draft)) return <LoadingView />;
  const opts = options.data!;
  const d = draft!;
  const v = d.values;
  const { policies, minDate, maxDate } = chosenPolicies(opts, v);
  const coverage = coverageOf(v, policies);
  const { errors, set } = actions;
  const props = { values: v, errors, set };
  const step: StepName = editing === 'bank' ? 'payee' : stepAt(d.step);

  const screens: Record<StepName, () => React.ReactNode> = {
    who: () => <WhoStep {...props} options={opts} coverage={coverage} onInsured={(chosen) => { update({ values: { ...v, ...chosen } }); actions.setErrors({}); }} />,
    event: () => <EventStep {...props} minDate={minDate} maxDate={maxDate} coverage={coverage} />,
    documents: () => <DocumentsStep claimType={v.claimType} treatment={v.treatment} documents={d.documents} onChange={(documents) => update({ documents })} showMissing={!!errors.documentIds} />,
    payee: () => <PayeeStep {...props} options={opts} />,
    review: () => <ReviewStep values={v} errors={errors} options={opts} documents={d.documents} signable={!editing} onGo={(to) => update({ step: stepIndex(to) })} />,
  };

  if (editing === 'bank') {
    return (
      <div className={styles.page} data-testid="claim-wizard" data-mode="bank">
        <div className={styles.notice} data-testid="wizard-edit-notice">{t('wizard.bankHeading', { id: claimId })}</div>
        <div className={styles.body}>{screens.payee()}</div>
        <div className={styles.footer}>
          <Button style={{ flex: 2 }} color="success" loading={actions.submitting} disabled={actions.submitting} onClick={() => void actions.saveBankDetails()} data-testid="wizard-save-bank">{t('wizard.saveBank')}</Button>
        </div>
      </div>
    );
  }

  const isLast = step === 'review';
  const go = (to: StepName) => update({ step: stepIndex(to) });
  return (
    <div className={styles.page} data-testid="claim-wizard" data-step={stepIndex(step)} data-step-name={step} data-mode={editing ?? 'new'}>
      {editing === 'revise' ? <div className={styles.notice} data-testid="wizard-edit-notice">{t('wizard.reviseHeading', { id: claimId })}</div> : null}
      <DraftNotices state={state} />
      {editing ? null : <div className={styles.toolbar}><DiscardDraftButton onDiscard={state.discard} /></div>}
      <DuplicateClaimDialog existing={actions.sending.duplicateOf} onCancel={actions.sending.closeDuplicate} onContinue={() => { actions.sending.closeDuplicate(); void actions.submit(true); }} />
      <StepProgress step={step} />
      {Object.keys(errors).length > 0 ? (
        <div className={styles.errorSummary} role="alert" data-testid="wizard-error-summary">{t('wizard.errorSummary', { count: Object.keys(errors).length })}</div>
      ) : null}
      <div className={styles.body}>{screens[step]()}</div>
      <div className={styles.footer}>
        {step !== 'who' ? <Button style={{ flex: 1 }} onClick={() => go(STEPS[stepIndex(step) - 1])} data-testid="wizard-back">{t('wizard.back')}</Button> : null}
        {!isLast ? (
          <Button style={{ flex: 2 }} color="success" onClick={() => { if (actions.validateStep(step)) go(STEPS[stepIndex(step) + 1]); }} data-testid="wizard-next">{t('wizard.next')}</Button>
        ) : (
          <Button style={{ flex: 2 }} color="success" loading={actions.submitting} disabled={actions.submitting} onClick={() => void actions.submit()} data-testid="wizard-submit">{editing === 'revise' ? t('wizard.resubmit') : t('wizard.submit')}</Button>
        )}
      </div>
    </div>
  );
}
