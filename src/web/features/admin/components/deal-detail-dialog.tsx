// The admin's read-only Deal Details (spec section 2): stage with its progress, stage dates, the
// property, agreed price, buyer, seller, agent and notes. Admins see phones (spec section 6).
import type { CSSProperties } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import {
  DEAL_STAGE_COUNT,
  DEAL_STAGES,
  displayStage,
  STAGE_DATE_FIELD,
  stageColourToken,
  stagePosition,
  stageProgress,
} from '#shared/deal-stages.ts';
import { DEAL_KIND_TEXTS, DEPOSIT_LABEL, stageLabelFor } from '#shared/deal-kind.ts';
import { formatRupees } from '#shared/money.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { formatDate } from '#shared/format-date.ts';
import styles from './deal-detail-dialog.module.css';
import { StageBadge } from '#web/components/stage-badge.tsx';
import { EmailText } from '#web/components/email-text.tsx';

type DealDetailDialogProps = { deal: TDeal | null; onClose(): void };

function Party({ label, name, email, phone }: { label: string; name: string; email: string; phone: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {name}
        <br />
        <span className={styles.muted}>
          <EmailText email={email} />
        </span>
        {phone && (
          <>
            <br />
            <span className="tabular">{phone}</span>
          </>
        )}
      </dd>
    </div>
  );
}

export function DealDetailDialog({ deal, onClose }: DealDetailDialogProps) {
  if (!deal) return null;
  const current = displayStage(deal.stage);
  const colour = { '--stage-colour': `var(${stageColourToken(deal.stage)})` } as CSSProperties;
  const progress = Math.round(stageProgress(deal.stage));
  return (
    <Dialog title="Deal Details" isOpen onClose={onClose} size="lg">
      <div className={styles.top}>
        <StageBadge stage={deal.stage} kind={deal.dealKind} value />
        <span className={styles.position}>
          Stage {stagePosition(deal.stage)} of {DEAL_STAGE_COUNT}
        </span>
      </div>
      <div
        className={styles.track}
        style={colour}
        role="progressbar"
        aria-label="Deal progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${stagePosition(deal.stage)}/${DEAL_STAGE_COUNT}`}
      >
        <div className={styles.fill} style={{ width: `${progress}%` }} />
      </div>

      <h3 className={styles.heading}>Property</h3>
      <dl className={styles.facts}>
        <div className={styles.wide}>
          <dt>Title</dt>
          <dd>
            {deal.propertyTitle}
            <br />
            <span className={styles.muted}>
              {deal.propertyAreaName}, {deal.propertyCity}
            </span>
          </dd>
        </div>
        <div>
          <dt>{DEAL_KIND_TEXTS[deal.dealKind].listedAmount}</dt>
          <dd className="tabular">{formatRupees(deal.propertyPrice)}</dd>
        </div>
        <div>
          <dt>{DEAL_KIND_TEXTS[deal.dealKind].agreedAmount}</dt>
          <dd className="tabular">
            <strong>{formatRupees(deal.agreedPrice)}</strong>
          </dd>
        </div>
        {deal.dealKind === 'rental' && (
          <div>
            <dt>{DEPOSIT_LABEL}</dt>
            <dd className="tabular">{deal.deposit == null ? 'Not recorded' : formatRupees(deal.deposit)}</dd>
          </div>
        )}
      </dl>

      <h3 className={styles.heading}>People</h3>
      <dl className={styles.facts}>
        <Party label={DEAL_KIND_TEXTS[deal.dealKind].buyer} name={deal.buyerName} email={deal.buyerEmail} phone={deal.buyerMobile} />
        <Party label={DEAL_KIND_TEXTS[deal.dealKind].seller} name={deal.sellerName} email={deal.sellerEmail} phone={deal.sellerMobile} />
        <Party label="Agent" name={deal.agentName} email={deal.agentEmail} phone={deal.agentMobile} />
        <div>
          <dt>Created</dt>
          <dd className="tabular">{formatDate(deal.createdAt)}</dd>
        </div>
      </dl>

      <h3 className={styles.heading}>Stage dates</h3>
      <ol className={styles.stages}>
        {DEAL_STAGES.map((stage) => (
          <li
            key={stage}
            className={styles.stageItem}
            style={{ '--stage-colour': `var(${stageColourToken(stage)})` } as CSSProperties}
            aria-current={stage === current ? 'step' : undefined}
          >
            <span className={styles.stageName}>{stageLabelFor(stage, deal.dealKind)}</span>
            <span className={styles.stageDate}>{formatDate(deal[STAGE_DATE_FIELD[stage]]) ?? 'Not reached'}</span>
          </li>
        ))}
      </ol>

      <h3 className={styles.heading}>Notes</h3>
      {deal.notes ? <p className={styles.notes}>{deal.notes}</p> : <p className={styles.muted}>No notes yet.</p>}
    </Dialog>
  );
}
