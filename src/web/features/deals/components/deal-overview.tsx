// The Overview tab: property, agreed price, the three parties, stage dates and notes. Phones appear
// only when the server sent them (agents and admins); a USER viewer gets none (spec section 2).
import type { ReactNode } from 'react';
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_KIND_TEXTS, DEPOSIT_LABEL, stageLabelFor } from '#shared/deal-kind.ts';
import { DEAL_STAGES, STAGE_DATE_FIELD } from '#shared/deal-stages.ts';
import { formatRupees } from '#shared/money.ts';
import { formatDealDate } from './deal-format.ts';
import styles from './deals.module.css';
import { EmailText } from '#web/components/email-text.tsx';

function Party({ role, name, email, phone, action }: { role: string; name: string; email: string; phone: string | null; action?: ReactNode }) {
  return (
    <div className={styles.party}>
      <h4>{role}</h4>
      <p className={styles.partyName}>{name}</p>
      <p className={styles.muted}>
        <EmailText email={email} />
      </p>
      {phone && <p className="tabular">{phone}</p>}
      {action}
    </div>
  );
}

/** `agentAction`: a way to reach the agent, shown with them. */
export function DealOverview({ deal, agentAction, children }: { deal: TDeal; agentAction?: ReactNode; children?: ReactNode }) {
  const datedStages = DEAL_STAGES.filter((stage) => deal[STAGE_DATE_FIELD[stage]]);
  const texts = DEAL_KIND_TEXTS[deal.dealKind];
  return (
    <div className={styles.overview}>
      <section className={styles.section}>
        <h3 className={styles.overviewTitle}>{deal.propertyTitle}</h3>
        <p className={styles.muted}>
          {deal.propertyAreaName ? `${deal.propertyAreaName}, ` : ''}
          {deal.propertyCity} · {texts.listedAmount} <span className="tabular">{formatRupees(deal.propertyPrice)}</span>
        </p>
        <p className={styles.agreed}>
          {texts.agreedAmount} <strong className="tabular">{formatRupees(deal.agreedPrice)}</strong>
        </p>
        {deal.dealKind === 'rental' && (
          <p className={styles.agreed}>
            {DEPOSIT_LABEL} <strong className="tabular">{deal.deposit == null ? 'Not recorded' : formatRupees(deal.deposit)}</strong>
          </p>
        )}
      </section>
      {children}
      <section className={styles.parties} aria-label="People in this deal">
        <Party role={texts.buyer} name={deal.buyerName} email={deal.buyerEmail} phone={deal.buyerMobile} />
        <Party role={texts.seller} name={deal.sellerName} email={deal.sellerEmail} phone={deal.sellerMobile} />
        <Party role="Agent" name={deal.agentName} email={deal.agentEmail} phone={deal.agentMobile} action={agentAction} />
      </section>
      <section className={styles.section}>
        <h3>Stage dates</h3>
        <dl className={styles.facts}>
          {datedStages.map((stage) => (
            <div key={stage} className={styles.fact}>
              <dt>{stageLabelFor(stage, deal.dealKind)}</dt>
              <dd className="tabular">{formatDealDate(deal[STAGE_DATE_FIELD[stage]])}</dd>
            </div>
          ))}
          <div className={styles.fact}>
            <dt>Created</dt>
            <dd className="tabular">{formatDealDate(deal.createdAt)}</dd>
          </div>
        </dl>
      </section>
      {deal.notes && (
        <section className={styles.section}>
          <h3>Latest notes</h3>
          <p className={styles.notes}>{deal.notes}</p>
        </section>
      )}
    </div>
  );
}
