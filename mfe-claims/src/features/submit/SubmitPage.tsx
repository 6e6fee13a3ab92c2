import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input, Selector, Steps, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import {
  CLAIM_TYPES, FEE_TYPES, ID_TYPES, LIMITS, RELATIONSHIPS, TREATMENTS,
  claimPayeeSchema, claimSubmitSchema, claimEventSchema, claimWhoSchema, missingDocumentKinds, normalizeAccountName, remainingToAllocate, toFieldErrors, todayIso,
  type ClaimDetail, type ClaimDocumentReceipt, type FieldErrors,
} from '@sencare/shared/rules';
import { EmptyView, ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi, type FormOptions } from '../../api/claims';
import { BankPicker } from './BankPicker';
import { DocumentsStep } from './DocumentsStep';
import { useJoinFinishedUploads } from '../upload/useJoinFinishedUploads';
import { Field } from './Field';
import { clearLocalDraft, loadLocalDraft, newIdempotencyKey, newerDraft, saveLocalDraft, type LocalDraft } from './draftStore';
import styles from './SubmitPage.module.css';

// The wizard holds form values of mixed shapes per step; zod validates them before they leave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;
const STEPS = ['who', 'event', 'documents', 'payee', 'review'] as const;
const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

function prefill(options: FormOptions): Values {
  const p = options.payee;
  return { bankCode: p.bankCode ?? undefined, branch: p.branch ?? '', provinceCode: p.provinceCode ?? undefined, accountName: p.accountName ?? normalizeAccountName(p.claimant ?? ''), accountNumber: p.accountNumber ?? '', claimant: p.claimant, email: p.email, telephone: p.telephone, feeItems: [{ name: '', quantity: 1, type: undefined, unitPrice: undefined, amount: undefined }] };
}

/** The wizard's values from a submitted claim: revising or correcting it starts from what was sent. */
function fromClaim(c: ClaimDetail, editing: EditMode): LocalDraft {
  const values: Values = {
    insuredId: c.insuredId, idType: c.idType, idNumber: c.idNumber, policyIds: c.policies.map((p) => p.id),
    riskDate: c.riskDate, claimType: c.claimType, treatment: c.treatment, diagnosis: c.diagnosis, requestAmount: c.requestAmount,
    feeItems: c.feeItems.map((f) => ({ name: f.name, quantity: f.quantity, type: f.type, unitPrice: f.unitPrice, amount: f.amount, ...(f.deductible ? { deductible: f.deductible } : {}) })),
    ...Object.fromEntries(Object.entries(c.payee).map(([k, x]) => [k, x ?? undefined])),
  };
  return { step: editing === 'bank' ? PAYEE_STEP : 0, values, documents: c.documents, idempotencyKey: newIdempotencyKey(), updatedAt: new Date().toISOString() };
}

type EditMode = 'revise' | 'bank' | null;
const PAYEE_STEP = 3;
const PAYEE_FIELDS = ['bankCode', 'branch', 'provinceCode', 'accountName', 'accountNumber', 'claimant', 'email', 'telephone', 'relationship'];
/** Which status each edit mode needs (the state machine's customer moves revise and retryPayment). */
const EDIT_STATUS = { revise: 'to_be_revised', bank: 'payment_failed' } as const;

/**
 * #/claims/new: a new claim; #/claims/new?id=&mode=revise: the same wizard prefilled with a claim
 * the insurer sent back; #/claims/new?id=&mode=bank: the payee step only, after a failed payment.
 */
export function SubmitPage({ claimId, mode }: { claimId?: string; mode?: string } = {}) {
  const { t, i18n } = useTranslation();
  const editing: EditMode = claimId && (mode === 'revise' || mode === 'bank') ? mode : null;
  const scope = editing ? `${editing}:${claimId}` : undefined;
  usePageTitle(editing === 'revise' ? 'title.revise' : editing === 'bank' ? 'title.bankDetails' : 'title.submit');
  const { http, channel } = useRemoteServices();
  const api = claimsApi(http);
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['claim-form-options'], queryFn: api.formOptions });
  const claim = useQuery({ queryKey: ['claim', claimId], queryFn: () => api.detail(claimId!), enabled: !!editing });
  const [draft, setDraft] = useState<LocalDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const draftRef = useRef<LocalDraft | null>(null);
  draftRef.current = draft;
  // Once the claim is sent, a state update still queued (the duplicate dialog's new key) must not write the draft back.
  const sent = useRef(false);

  // Restore: the newer of this device's copy and the server's (another phone) wins.
  useEffect(() => {
    if (!options.data || draft) return;
    if (editing) {
      if (!claim.data || claim.data.status !== EDIT_STATUS[editing]) return;
      const local = loadLocalDraft(scope);
      // Only this device keeps an edit in progress; the claim itself is the server's copy.
      setDraft(local ? { ...local, step: editing === 'bank' ? PAYEE_STEP : local.step } : fromClaim(claim.data, editing));
      return;
    }
    let live = true;
    const local = loadLocalDraft();
    api.getDraft().catch(() => null).then((server) => {
      if (!live) return;
      const restored = newerDraft(local, server);
      if (restored && (local || server)) Toast.show({ content: t('wizard.draftRestored'), duration: LIMITS.toastMs });
      setDraft(restored ? { ...restored, values: { ...prefill(options.data), ...restored.values } } : { step: 0, values: prefill(options.data), documents: [], idempotencyKey: newIdempotencyKey(), updatedAt: new Date().toISOString() });
    });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, claim.data]);

  const pushToServer = useCallback((d: LocalDraft) => {
    if (editing || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    void api.saveDraft({ step: d.step, values: d.values, updatedAt: d.updatedAt }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, editing]);

  const persist = useCallback((d: LocalDraft) => {
    if (sent.current) return;
    saveLocalDraft(d, scope); // at once: a reload or a closed tab loses nothing
    clearTimeout(serverTimer.current);
    serverTimer.current = setTimeout(() => pushToServer(d), 800);
  }, [pushToServer, scope]);

  useEffect(() => {
    const flush = () => { if (draftRef.current) { saveLocalDraft(draftRef.current, scope); pushToServer(draftRef.current); } };
    const sub = channel.on('shell:session-expired').subscribe(flush);
    window.addEventListener('online', flush);
    return () => { sub.unsubscribe(); window.removeEventListener('online', flush); clearTimeout(serverTimer.current); };
  }, [channel, pushToServer, scope]);

  const update = (change: Partial<LocalDraft>) => {
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, ...change, updatedAt: new Date().toISOString() };
      persist(next);
      return next;
    });
  };
  useJoinFinishedUploads(draft?.documents, (documents) => update({ documents }));
  const set = (field: string, value: unknown) => {
    update({ values: { ...draftRef.current!.values, [field]: value } });
    setErrors((e) => { const { [field]: _gone, ...rest } = e; return rest; });
  };

  if (options.isError) return <ErrorView onRetry={() => void options.refetch()} />;
  if (editing && claim.isError) return <ErrorView onRetry={() => void claim.refetch()} />;
  if (editing && claim.data && claim.data.status !== EDIT_STATUS[editing] && !draft) {
    return <EmptyView testId="claim-edit-not-allowed">{t('wizard.editNotAllowed')}</EmptyView>;
  }
  if (options.isPending || (editing && claim.isPending) || (options.data && !draft)) return <LoadingView />;
  const opts = options.data!;
  const d = draft!;
  const v = d.values as Values;
  const lang = i18n.language.startsWith('vi') ? 'vi' : 'en';
  const insured = opts.insured.find((p) => p.id === v.insuredId);
  const chosenPolicies = insured?.policies.filter((p) => (v.policyIds ?? []).includes(p.id)) ?? [];
  const minDate = chosenPolicies.reduce((m, p) => (p.effectiveDate > m ? p.effectiveDate : m), `${new Date().getFullYear() - LIMITS.pickerYearRange}-01-01`);
  const maxDate = chosenPolicies.reduce((m, p) => (p.expiryDate < m ? p.expiryDate : m), todayIso());
  const feeItems: Values[] = v.feeItems ?? [];
  const remaining = remainingToAllocate(v.requestAmount, feeItems);

  const payload = () => ({ ...v, documentIds: d.documents.map((x: ClaimDocumentReceipt) => x.id) });
  function validateStep(step: number): boolean {
    const schema = [claimWhoSchema, claimEventSchema, null, claimPayeeSchema][step];
    let found: FieldErrors = {};
    if (schema) {
      const shape = Object.keys((schema as unknown as { shape?: Record<string, unknown> }).shape ?? {});
      const part = Object.fromEntries(shape.map((k) => [k, v[k]]));
      const r = schema.safeParse(part);
      if (!r.success) found = toFieldErrors(r.error);
    }
    if (step === 2 && missingDocumentKinds(v.claimType, v.treatment, d.documents.map((x) => x.kind)).length) found = { documentIds: 'validation.claims.documentsIncomplete' };
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function submit(confirmDuplicate = false, key = d.idempotencyKey) {
    const parsed = claimSubmitSchema.safeParse({ ...payload(), ...(confirmDuplicate ? { confirmDuplicate: true } : {}) });
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error);
      setErrors(found);
      const firstStep = Object.keys(found).map((f) => (['insuredId', 'idType', 'idNumber', 'policyIds'].includes(f) ? 0 : f === 'documentIds' ? 2 : ['bankCode', 'branch', 'provinceCode', 'accountName', 'accountNumber', 'claimant', 'email', 'telephone', 'relationship'].includes(f) ? 3 : 1));
      update({ step: Math.min(...firstStep) });
      return;
    }
    setSubmitting(true);
    if (editing === 'revise') {
      try {
        await api.revise(claimId!, parsed.data as never);
        sent.current = true;
        clearLocalDraft(scope);
        afterEdit(t('wizard.revised', { id: claimId }));
      } catch (error) {
        showError(error);
      } finally {
        setSubmitting(false);
      }
      return;
    }
    try {
      const res = await api.submit({ ...payload(), ...(confirmDuplicate ? { confirmDuplicate: true } : {}) } as never, key);
      sent.current = true;
      clearTimeout(serverTimer.current);
      clearLocalDraft();
      void api.deleteDraft().catch(() => undefined);
      channel.emit('claims:submitted', { claimId: res.claimId });
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
      void queryClient.invalidateQueries({ queryKey: ['claims-summary'] });
      Toast.show({ content: t('wizard.submitted', { id: res.claimId }), duration: LIMITS.toastMs });
      navigate('/claims/detail', { id: res.claimId }, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.message === 'claims.duplicate') {
        const ok = await Dialog.confirm({ title: t('wizard.duplicateTitle'), content: t('claims.duplicate', { ns: 'common' }), confirmText: t('wizard.continue'), cancelText: t('cancel', { ns: 'common' }) });
        // A different body is a different request: it gets its own key (Stripe's rule).
        if (ok) { const next = newIdempotencyKey(); update({ idempotencyKey: next }); setSubmitting(false); return submit(true, next); }
      } else if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
      } else {
        Toast.show({ content: apiErrorText(t, error), duration: LIMITS.toastMs });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function showError(error: unknown) {
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    else Toast.show({ content: apiErrorText(t, error), duration: LIMITS.toastMs });
  }

  function afterEdit(message: string) {
    void queryClient.invalidateQueries({ queryKey: ['claim', claimId] });
    void queryClient.invalidateQueries({ queryKey: ['claims'] });
    void queryClient.invalidateQueries({ queryKey: ['claims-summary'] });
    Toast.show({ content: message, duration: LIMITS.toastMs });
    navigate('/claims/detail', { id: claimId! }, { replace: true });
  }

  async function saveBankDetails() {
    if (!validateStep(PAYEE_STEP)) return;
    setSubmitting(true);
    try {
      await api.bankDetails(claimId!, Object.fromEntries(PAYEE_FIELDS.map((k) => [k, v[k]])) as never);
      sent.current = true;
      clearLocalDraft(scope);
      afterEdit(t('wizard.bankSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  }

  const text = (field: string, label: string, props: Record<string, unknown> = {}) => (
    <Field label={t(label)} error={errors[field]} testId={`field-${field}`}>
      <Input className={styles.input} value={v[field] ?? ''} onChange={(x) => set(field, x)} maxLength={LIMITS.textMaxLength} {...props} />
    </Field>
  );
  const choose = (field: string, label: string, values: readonly string[], prefix: string, columns = 2) => (
    <Field label={t(label)} error={errors[field]} testId={`field-${field}`}>
      <Selector columns={columns} value={v[field] ? [v[field]] : []} onChange={(x) => set(field, x[0])} options={values.map((x) => ({ label: t(`${prefix}.${x}`), value: x }))} />
    </Field>
  );

  const steps = [
    <div className={styles.card} key="who" data-testid="wizard-who">
      <Field label={t('wizard.insured')} error={errors.insuredId} testId="field-insuredId">
        <Selector columns={1} value={v.insuredId ? [v.insuredId] : []}
          onChange={(x) => { const p = opts.insured.find((i) => i.id === x[0]); update({ values: { ...v, insuredId: x[0], idType: p?.idType, idNumber: p?.idNumber, relationship: p?.relationship, policyIds: p?.policies.filter((q) => q.status === 'effective').map((q) => q.id).slice(0, 1) ?? [] } }); setErrors({}); }}
          options={opts.insured.map((p) => ({ label: `${p.fullName} (${t(`relationship.${p.relationship}`)})`, value: p.id }))} />
      </Field>
      {choose('idType', 'wizard.idType', ID_TYPES, 'idType')}
      {text('idNumber', 'wizard.idNumber', { maxLength: 20 })}
      <Field label={t('wizard.policies')} error={errors.policyIds} testId="field-policyIds">
        {insured && insured.policies.length === 0 ? <div>{t('wizard.noPolicies')}</div> : null}
        <Selector multiple columns={1} value={v.policyIds ?? []} onChange={(x) => set('policyIds', x)}
          options={(insured?.policies ?? []).map((p) => ({ label: `${p.policyNo} · ${p.productName[lang]}`, description: `${p.effectiveDate} → ${p.expiryDate}`, value: p.id }))} />
      </Field>
    </div>,
    <div className={styles.card} key="event" data-testid="wizard-event">
      <Field label={t('wizard.riskDate')} error={errors.riskDate} testId="field-riskDate">
        <input type="date" className={styles.input} value={v.riskDate ?? ''} min={minDate} max={maxDate} onChange={(e) => set('riskDate', e.target.value)} />
      </Field>
      {choose('claimType', 'wizard.claimType', CLAIM_TYPES, 'claimType')}
      {choose('treatment', 'wizard.treatment', TREATMENTS, 'claimType')}
      <Field label={t('wizard.diagnosis')} error={errors.diagnosis} testId="field-diagnosis">
        <TextArea className={styles.input} value={v.diagnosis ?? ''} onChange={(x) => set('diagnosis', x)} maxLength={500} autoSize />
      </Field>
      {text('requestAmount', 'wizard.requestAmount', { type: 'number', inputMode: 'numeric', value: v.requestAmount ?? '', onChange: (x: string) => set('requestAmount', num(x)) })}
      <div className={styles.label}>{t('wizard.feeItems')}</div>
      {feeItems.map((f, i) => {
        const setFee = (field: string, value: unknown) => {
          const items = feeItems.map((x, j) => (j === i ? { ...x, [field]: value } : x)).map((x) => ({ ...x, amount: x.quantity && x.unitPrice !== undefined ? x.quantity * x.unitPrice : x.amount }));
          set('feeItems', items);
        };
        const e = (k: string) => errors[`feeItems.${i}.${k}`];
        return (
          <div className={styles.fee} key={i} data-testid="fee-item">
            <Field label={t('wizard.feeName')} error={e('name')}><Input className={styles.input} value={f.name ?? ''} onChange={(x) => setFee('name', x)} maxLength={LIMITS.textMaxLength} /></Field>
            <Field label={t('wizard.feeType')} error={e('type')}>
              <Selector columns={3} value={f.type ? [f.type] : []} onChange={(x) => setFee('type', x[0])} options={FEE_TYPES.map((x) => ({ label: t(`feeType.${x}`), value: x }))} />
            </Field>
            <div className={styles.row2}>
              <Field label={t('wizard.quantity')} error={e('quantity')}><Input className={styles.input} type="number" inputMode="numeric" value={f.quantity ?? ''} onChange={(x) => setFee('quantity', num(x))} /></Field>
              <Field label={t('wizard.unitPrice')}><Input className={styles.input} type="number" inputMode="numeric" value={f.unitPrice ?? ''} onChange={(x) => setFee('unitPrice', num(x))} /></Field>
              <Field label={t('wizard.amount')} error={e('amount')}><Input className={styles.input} type="number" inputMode="numeric" value={f.amount ?? ''} onChange={(x) => setFee('amount', num(x))} /></Field>
              <Field label={t('wizard.deductible')}><Input className={styles.input} type="number" inputMode="numeric" value={f.deductible ?? ''} onChange={(x) => setFee('deductible', num(x))} /></Field>
            </div>
            {feeItems.length > 1 ? <Button size="mini" fill="none" color="danger" onClick={() => set('feeItems', feeItems.filter((_, j) => j !== i))}>{t('wizard.removeFee')}</Button> : null}
          </div>
        );
      })}
      <Button fill="outline" onClick={() => set('feeItems', [...feeItems, { name: '', quantity: 1 }])} data-testid="fee-add">{t('wizard.addFee')}</Button>
      <div className={`${styles.remaining} ${remaining === 0 ? styles.remainingOk : ''}`} data-testid="fee-remaining" aria-live="polite">
        {remaining === 0 ? t('wizard.allocated') : t('wizard.remaining', { amount: formatVnd(remaining) })}
      </div>
      {errors.feeItems ? <div className={styles.error} role="alert">{t(errors.feeItems, { ns: 'common' })}</div> : null}
    </div>,
    <div key="docs">
      <DocumentsStep claimType={v.claimType} treatment={v.treatment} documents={d.documents} onChange={(documents) => update({ documents })} />
      {errors.documentIds ? <div className={styles.error} role="alert">{t(errors.documentIds, { ns: 'common' })}</div> : null}
    </div>,
    <div className={styles.card} key="payee" data-testid="wizard-payee">
      <Field label={t('wizard.bank')} error={errors.bankCode} testId="field-bankCode"><BankPicker banks={opts.banks} value={v.bankCode} onChange={(x) => set('bankCode', x)} /></Field>
      {text('branch', 'wizard.branch')}
      <Field label={t('wizard.province')} error={errors.provinceCode} testId="field-provinceCode">
        <select className={styles.input} value={v.provinceCode ?? ''} onChange={(e) => set('provinceCode', e.target.value || undefined)}>
          <option value="">{t('wizard.select')}</option>
          {opts.provinces.map((p) => <option key={p.code} value={p.code}>{p.name[lang]}</option>)}
        </select>
      </Field>
      {text('accountName', 'wizard.accountName', { onChange: (x: string) => set('accountName', normalizeAccountName(x)) })}
      {text('accountNumber', 'wizard.accountNumber', { inputMode: 'numeric', maxLength: 20 })}
      {text('claimant', 'wizard.claimant')}
      {text('email', 'wizard.email', { type: 'email' })}
      {text('telephone', 'wizard.telephone', { type: 'tel' })}
      {choose('relationship', 'wizard.relationship', RELATIONSHIPS, 'relationship', 3)}
    </div>,
    <div className={styles.card} key="review" data-testid="wizard-review">
      <div>{insured?.fullName} · {chosenPolicies.map((p) => p.policyNo).join(', ')}</div>
      <div>{v.riskDate} · {v.claimType && t(`claimType.${v.claimType}`)} · {v.treatment && t(`claimType.${v.treatment}`)}</div>
      <div>{v.diagnosis}</div>
      {feeItems.map((f, i) => <div key={i} className={styles.fileHead}><span>{f.name}</span><span>{formatVnd(f.amount)}</span></div>)}
      <div className={styles.fileHead}><strong>{t('list.requestAmount')}</strong><strong>{formatVnd(v.requestAmount)}</strong></div>
      <div>{d.documents.length} × {t('detail.documents')}</div>
      <div>{opts.banks.find((b) => b.code === v.bankCode)?.shortName} · {v.accountNumber} · {v.accountName}</div>
      {editing ? null : (
        <div className={styles.fileHead} data-testid="wizard-signature">
          {v.signature ? <img src={String(v.signature)} alt={t('wizard.signature')} className={styles.signature} /> : <span>{t('wizard.noSignature')}</span>}
          <Button size="small" fill="outline" onClick={() => navigate('/claims/signature')} data-testid="wizard-sign">{v.signature ? t('wizard.signAgain') : t('wizard.sign')}</Button>
        </div>
      )}
      {Object.keys(errors).length ? <div className={styles.error} role="alert">{t(Object.values(errors)[0], { ns: 'common' })}</div> : null}
    </div>,
  ];

  if (editing === 'bank') {
    return (
      <div className={styles.page} data-testid="claim-wizard" data-mode="bank">
        <div className={styles.notice} data-testid="wizard-edit-notice">{t('wizard.bankHeading', { id: claimId })}</div>
        <div className={styles.body}>{steps[PAYEE_STEP]}</div>
        <div className={styles.footer}>
          <Button style={{ flex: 2 }} color="success" loading={submitting} disabled={submitting} onClick={() => void saveBankDetails()} data-testid="wizard-save-bank">{t('wizard.saveBank')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="claim-wizard" data-step={d.step} data-mode={editing ?? 'new'}>
      {editing === 'revise' ? <div className={styles.notice} data-testid="wizard-edit-notice">{t('wizard.reviseHeading', { id: claimId })}</div> : null}
      <div className={styles.steps}>
        <Steps current={d.step}>
          {STEPS.map((s) => <Steps.Step key={s} title={t(`wizard.steps.${s}`)} />)}
        </Steps>
      </div>
      <div className={styles.body}>{steps[d.step]}</div>
      <div className={styles.footer}>
        {d.step > 0 ? <Button style={{ flex: 1 }} onClick={() => update({ step: d.step - 1 })} data-testid="wizard-back">{t('wizard.back')}</Button> : null}
        {d.step < STEPS.length - 1 ? (
          <Button style={{ flex: 2 }} color="success" onClick={() => { if (validateStep(d.step)) update({ step: d.step + 1 }); }} data-testid="wizard-next">{t('wizard.next')}</Button>
        ) : (
          <Button style={{ flex: 2 }} color="success" loading={submitting} disabled={submitting} onClick={() => void submit()} data-testid="wizard-submit">{editing === 'revise' ? t('wizard.resubmit') : t('wizard.submit')}</Button>
        )}
      </div>
    </div>
  );
}
