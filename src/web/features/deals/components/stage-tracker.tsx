// The seven-stage tracker with (position/7) and the spec's stage colours (section 4). Agents and
// admins who manage the deal may pick any stage, forward or back; the move still needs a date and notes.
import { stageLabelFor, type TDealKind } from '#shared/deal-kind.ts';
import { DEAL_STAGE_COUNT, DEAL_STAGES, stageColourToken, stagePosition, type TDealStage } from '#shared/deal-stages.ts';
import styles from './stage-tracker.module.css';

type StageTrackerProps = { stage: TDealStage; kind?: TDealKind; onPick?: (stage: TDealStage) => void };

export function StageTracker({ stage, kind = 'purchase', onPick }: StageTrackerProps) {
  const position = stagePosition(stage);
  const stageLabel = (s: TDealStage) => stageLabelFor(s, kind);
  return (
    <section className={styles.tracker} aria-label="Deal progress">
      <p className={styles.summary}>
        Current stage: <strong>{stageLabel(stage)}</strong>{' '}
        <span className="tabular">
          ({position}/{DEAL_STAGE_COUNT})
        </span>
      </p>
      <ol className={styles.steps}>
        {DEAL_STAGES.map((step, index) => {
          const state = index + 1 < position ? 'done' : index + 1 === position ? 'current' : 'todo';
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{stageLabel(step)}</span>
            </>
          );
          return (
            <li
              key={step}
              className={`${styles.step} ${styles[state]}`}
              style={{ ['--stage' as string]: `var(${stageColourToken(step)})` }}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {onPick ? (
                <button type="button" className={styles.stepButton} onClick={() => onPick(step)}>
                  {/* Named by its content, so the name holds the visible stage name (WCAG 2.5.3). */}
                  <span className="visually-hidden">Set stage to </span>
                  {content}
                </button>
              ) : (
                <span className={styles.stepButton}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
