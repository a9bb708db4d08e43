// One agent on the admin deals page: id, email, phone, their figures, how many deals the current
// filter shows, and those deals (spec section 2, Admin deals).
import type { TAgentPerformance, TDeal } from '#shared/contracts/deal.ts';
import { DealCard } from './deal-card.tsx';
import { phoneText } from './deal-format.ts';
import styles from '../pages/deal-pages.module.css';
import listStyles from './deals.module.css';
import { EmailText } from '#web/components/email-text.tsx';

type AgentDealsBlockProps = { agent: TAgentPerformance; deals: TDeal[]; onOpen(deal: TDeal): void };

export function AgentDealsBlock({ agent, deals, onOpen }: AgentDealsBlockProps) {
  const figures: Array<[string, number]> = [
    ['Total', agent.totalDeals],
    ['Active', agent.activeDeals],
    ['Completed', agent.completedDeals],
    ['Shown', deals.length],
  ];
  return (
    <section className={`card ${styles.agentBlock}`} aria-label={`Agent ${agent.agentName}`}>
      <div className={styles.agentHead}>
        <div>
          <h2>{agent.agentName}</h2>
          <p>
            <span>ID {agent.agentId}</span>
            <span>
              <EmailText email={agent.agentEmail} />
            </span>
            <span className="tabular">{phoneText(agent.agentMobile)}</span>
          </p>
        </div>
        <dl className={styles.agentFigures}>
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd className="tabular">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {deals.length === 0 ? (
        <p className={styles.muted}>No deals in this view.</p>
      ) : (
        <div className={listStyles.dealGrid}>
          {deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} variant="admin" onOpen={onOpen} />
          ))}
        </div>
      )}
    </section>
  );
}
