import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@sencare/shared/rules';
import { fieldLabel } from '../fieldLabels';
import { stepOf, type StepName } from '../wizardModel';
import styles from '../SubmitPage.module.css';

/**
 * What stops the claim, each message under its field's name ("Account number: …"), with a way to
 * the step that asks it: the API's answer to a submit lands here, on the review, where a bare
 * "Invalid value" named nothing the person could fix.
 */
export function ReviewErrors({ errors, onGo }: { errors: FieldErrors; onGo: (step: StepName) => void }) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.reviewErrors} role="alert" data-testid="wizard-review-errors">
      {entries.map(([path, key]) => {
        const step = stepOf(path);
        const text = `${fieldLabel(t, path)}: ${t(key, { ns: 'common' })}`;
        return (
          <li key={path} className={styles.error} data-field={path}>
            {step === 'review' ? text : <button type="button" className={styles.linkButton} onClick={() => onGo(step)}>{text}</button>}
          </li>
        );
      })}
    </ul>
  );
}
