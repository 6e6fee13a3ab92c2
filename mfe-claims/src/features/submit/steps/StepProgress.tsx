import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Steps } from '@sencare/shared/antd';
import { focusHeading } from '@sencare/shared/ui';
import { STEPS, stepIndex, type StepName } from '../wizardModel';
import styles from '../SubmitPage.module.css';

/** Read by screen readers, not drawn: the drawn steps beside it already show where the person is. */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Where the person is in the wizard: the drawn steps (the current one aria-current="step") and
 * a heading "Step 2 of 5: Event". When the step changes (Next, Back, a link from Review), focus
 * moves to that heading, which a screen reader reads out (shared/src/ui/pageFocus.ts: the same
 * focusHeading the shell uses after a route change); the first step of a visit keeps the
 * shell's focus on the page's title.
 */
export function StepProgress({ step }: { step: StepName }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  const index = stepIndex(step);

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusHeading(heading.current);
  }, [step]);

  return (
    <div className={styles.steps}>
      <Steps current={index}>
        {STEPS.map((s) => <Steps.Step key={s} title={t(`wizard.steps.${s}`)} aria-current={s === step ? 'step' : undefined} data-testid={`wizard-step-${s}`} />)}
      </Steps>
      <h2 ref={heading} tabIndex={-1} style={srOnly} data-testid="wizard-step-heading">
        {t('wizard.stepOf', { n: index + 1, total: STEPS.length, name: t(`wizard.steps.${step}`) })}
      </h2>
    </div>
  );
}
