// A deal's stage as a pill in its spec colour (section 4), the one badge of every deal screen; the
// text stays dark for contrast.
import { stageLabelFor, type TDealKind } from '#shared/deal-kind.ts';
import { DEAL_STAGE_COUNT, displayStage, stageColourToken, stagePosition, stageProgress } from '#shared/deal-stages.ts';
import styles from './stage-badge.module.css';

const stageStyle = (stage: string | null | undefined) => ({ ['--stage' as string]: `var(${stageColourToken(stage)})` });

type StageProps = { stage: string | null | undefined; kind?: TDealKind };

/** `value`: a purchase shows the stage's value (NEGOTIATION), as the spec's admin pages do; a rental always its rental wording. */
export function StageBadge({ stage, kind = 'purchase', value = false }: StageProps & { value?: boolean }) {
  return (
    <span className={styles.stageBadge} style={stageStyle(stage)}>
      <span className={styles.stageDot} aria-hidden="true" />
      {value && kind === 'purchase' ? displayStage(stage) : stageLabelFor(stage, kind)}
    </span>
  );
}

/** Progress, (position/7) of 100 percent, as a bar in the stage colour. */
export function StageProgress({ stage, kind = 'purchase' }: StageProps) {
  const percent = Math.round(stageProgress(stage));
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label="Deal progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${stageLabelFor(stage, kind)} (${stagePosition(stage)}/${DEAL_STAGE_COUNT})`}
      style={stageStyle(stage)}
    >
      <span className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
