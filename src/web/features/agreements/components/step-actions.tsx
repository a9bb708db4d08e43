// Back and Next for the form steps; Next stays disabled until the step is valid (spec section 2),
// and says why beside it (DESIGN.md, Forms).
import type { AgreementWizard } from '../hooks/use-agreement-wizard.ts';
import styles from './agreements.module.css';

export function StepActions({ wizard, nextLabel }: { wizard: AgreementWizard; nextLabel: string }) {
  return (
    <div className={`form-actions ${styles.actions}`}>
      {!wizard.isStepValid && (
        <p className={`field-hint ${styles.actionsHint}`} id="step-next-hint">
          Fill in every field marked * correctly to continue.
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
