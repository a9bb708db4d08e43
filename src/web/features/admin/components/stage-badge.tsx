import type { CSSProperties } from 'react';
import { displayStage, stageColourToken } from '../../../../shared/deal-stages.ts';
import styles from './deals.module.css';

/** A deal stage in its spec colour (section 4); the colour is a dot and border, so the text keeps its contrast. */
export function StageBadge({ stage }: { stage: string | null | undefined }) {
  const style = { '--stage-colour': `var(${stageColourToken(stage)})` } as CSSProperties;
  return (
    <span className={styles.stage} style={style}>
      <span className={styles.dot} aria-hidden="true" />
      {displayStage(stage)}
    </span>
  );
}
