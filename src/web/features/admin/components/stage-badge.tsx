import type { CSSProperties } from 'react';
import { stageLabelFor, type TDealKind } from '../../../../shared/deal-kind.ts';
import { displayStage, stageColourToken } from '../../../../shared/deal-stages.ts';
import styles from './deals.module.css';

/**
 * A deal stage in its spec colour (section 4); the colour is a dot and border, so the text keeps its
 * contrast. A purchase shows the stage value as the spec's admin pages do; a rental its rental wording.
 */
export function StageBadge({ stage, kind = 'purchase' }: { stage: string | null | undefined; kind?: TDealKind }) {
  const style = { '--stage-colour': `var(${stageColourToken(stage)})` } as CSSProperties;
  return (
    <span className={styles.stage} style={style}>
      <span className={styles.dot} aria-hidden="true" />
      {kind === 'rental' ? stageLabelFor(stage, kind) : displayStage(stage)}
    </span>
  );
}
