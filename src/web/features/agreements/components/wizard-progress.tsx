// Where the person is among the three form steps (the intro and success screens have no number).
import type { WizardStep } from '../hooks/use-agreement-wizard.ts';
import styles from './agreements.module.css';

const STEPS = [
  { step: 2, label: 'Parties Information' },
  { step: 3, label: 'Property & Terms' },
  { step: 4, label: 'Review & Print' },
] as const;

export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <ol className={styles.progress} aria-label="Agreement steps">
      {STEPS.map((item, i) => {
        const state = item.step === step ? 'current' : item.step < step ? 'done' : 'todo';
        return (
          <li key={item.step} className={styles[`progress-${state}`]} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.progressNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <span className="visually-hidden">Step {i + 1}: </span>
              {item.label}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
