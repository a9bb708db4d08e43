// One deal as the deal screens list it; each screen shows the facts its reader needs (spec section 2:
// agent dashboard, buyer 'My Purchase Deals', seller 'Deals on My Properties', admin deals).
import type { TDeal } from '#shared/contracts/deal.ts';
import { DEAL_KIND_TEXTS } from '#shared/deal-kind.ts';
import { formatRupees } from '#shared/money.ts';
import { formatDealDate } from './deal-format.ts';
import styles from './deals.module.css';
import { StageBadge, StageProgress } from '#web/components/stage-badge.tsx';
import { EmailText } from '#web/components/email-text.tsx';

export type DealCardVariant = 'agent' | 'buyer' | 'seller' | 'admin';

const openLabel: Record<DealCardVariant, string> = {
  agent: 'View & Manage Deal',
  buyer: 'View Deal',
  seller: 'View Details',
  admin: 'View & Manage',
};

/** Each fact is one or more lines; a phone the server withheld (USER viewers) is left out. */
type Fact = [term: string, lines: string[]];
const person = (name: string, contact: string | null) => (contact ? [name, contact] : [name]);

function facts(deal: TDeal, variant: DealCardVariant): Fact[] {
  const created: Fact = ['Created', [formatDealDate(deal.createdAt)]];
  const city: Fact = ['City', [deal.propertyCity]];
  const agent: Fact = ['Agent', person(deal.agentName, deal.agentEmail)];
  const { buyer, seller } = DEAL_KIND_TEXTS[deal.dealKind];
  switch (variant) {
    case 'agent':
      return [city, [buyer, [deal.buyerName]], created];
    case 'buyer':
      return [city, [seller, person(deal.sellerName, deal.sellerMobile)], agent, created];
    case 'seller':
      return [city, [buyer, person(deal.buyerName, deal.buyerMobile)], agent, created];
    case 'admin':
      return [[buyer, person(deal.buyerName, deal.buyerMobile)], [seller, person(deal.sellerName, deal.sellerMobile)], created];
  }
}

export function DealCard({ deal, variant, onOpen }: { deal: TDeal; variant: DealCardVariant; onOpen(deal: TDeal): void }) {
  return (
    <article className={`card ${styles.dealCard}`} aria-label={deal.propertyTitle}>
      <div className={styles.dealCardTop}>
        <StageBadge stage={deal.stage} kind={deal.dealKind} />
        <span className={`tabular ${styles.dealPrice}`}>
          {formatRupees(deal.agreedPrice)}
          {deal.dealKind === 'rental' && <span className={styles.perMonth}> /month</span>}
        </span>
      </div>
      <h3 className={styles.dealTitle}>{deal.propertyTitle}</h3>
      <dl className={styles.facts}>
        {facts(deal, variant).map(([term, lines]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>
              {lines.map((line) => (
                <span key={line} className={styles.factLine}>
                  {line.includes('@') ? <EmailText email={line} /> : line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <StageProgress stage={deal.stage} kind={deal.dealKind} />
      <button type="button" className="btn btn-primary btn-sm btn-block" onClick={() => onOpen(deal)}>
        {openLabel[variant]}
      </button>
    </article>
  );
}
