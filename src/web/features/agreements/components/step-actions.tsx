// Back and Next for the form steps; Next stays disabled until the step is valid (spec section 2),
// and says beside it which fields are still missing or wrong.
import type { KeyboardEvent } from 'react';
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';
import { missingFieldsText } from '../lib/field-names.ts';
import styles from './agreements.module.css';

export function StepActions({ wizard, nextLabel }: { wizard: AgreementWizard; nextLabel: string }) {
  return (
    <div className={`form-actions ${styles.actions}`}>
      {!wizard.isStepValid && (
        <p className={`field-hint ${styles.actionsHint}`} id="step-next-hint">
          {missingFieldsText(wizard.stepProblems, wizard.form)}
        </p>
      )}
      {/* Without this, pressing Back first blurs the focused field, whose new error message moves the
          button from under the pointer and the click is lost. */}
      <button type="button" className="btn" onMouseDown={(event) => event.preventDefault()} onClick={wizard.back}>
        Back
      </button>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!wizard.isStepValid}
        aria-describedby={wizard.isStepValid ? undefined : 'step-next-hint'}
      >
        {nextLabel}
      </button>
    </div>
  );
}

/**
 * Enter in a field is a submit attempt; with Next disabled the browser drops it silently, so the
 * step shows its errors instead (errors show on a submit attempt, not only on leaving a field).
 */
export function showErrorsOnEnter(wizard: AgreementWizard) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT' && !wizard.isStepValid) {
      event.preventDefault();
      wizard.next();
    }
  };
}
