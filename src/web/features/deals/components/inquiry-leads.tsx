// The agent dashboard's leads: open Contact Agent inquiries, each turned into a deal (Create Deal
// with the buyer and listing filled in) or closed (docs/decisions/0046-deals-created-and-moved.md); on the agent's own listings, a link
// to the conversation the inquiry opened, to answer in Gruha.
import { Link } from '#web/components/link.tsx';
import type { TInquiryLead } from '#shared/contracts/deal.ts';
import { paths } from '#web/app/paths.ts';
import { conversationPaths } from '#web/features/conversations/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useCloseInquiry } from '../api/close-inquiry.ts';
import { useOpenInquiries } from '../api/get-inquiries.ts';
import type { CreateDealPrefill } from './create-deal-dialog.tsx';
import { formatDealDate } from './deal-format.ts';
import styles from './leads.module.css';
import { failureText } from './set-stage-form.tsx';

export function InquiryLeads({ onCreateDeal }: { onCreateDeal(prefill: CreateDealPrefill): void }) {
  const leads = useOpenInquiries();
  const close = useCloseInquiry();
  const notify = useNotify();

  if (leads.isLoading) return <LoadingState label="Loading inquiries..." />;
  if (leads.isError) return <ErrorState title="Failed to load inquiries" onRetry={() => leads.refetch()} />;
  if (!leads.data?.length)
    return <EmptyState title="No open inquiries" message="When a buyer uses Contact Agent on a listing, the inquiry appears here." />;

  const toPrefill = (lead: TInquiryLead): CreateDealPrefill => ({
    buyer: { id: lead.buyerId, name: lead.buyerName, email: lead.buyerEmail, phone: lead.buyerPhone },
    propertyId: lead.propertyId,
    inquiryId: lead.id,
  });

  return (
    <ul className={styles.leads} aria-label="Open inquiries">
      {leads.data.map((lead) => (
        <li key={lead.id} className={`card ${styles.lead}`} aria-label={`Inquiry from ${lead.buyerName}`}>
          <div className={styles.leadMain}>
            <p className={styles.leadWho}>
              <strong>{lead.buyerName}</strong>
              <span>{lead.buyerEmail}</span>
              {lead.buyerPhone && <span className="tabular">{lead.buyerPhone}</span>}
            </p>
            <p className={styles.leadProperty}>
              <Link to={paths.property(lead.propertyId)}>{lead.propertyTitle}</Link>
              {lead.propertyAreaName && <span> · {lead.propertyAreaName}</span>}
            </p>
            {lead.message && <p className={styles.leadMessage}>“{lead.message}”</p>}
            <p className={styles.leadDate}>Received {formatDealDate(lead.createdAt)}</p>
          </div>
          <div className={styles.leadActions}>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => onCreateDeal(toPrefill(lead))}>
              Create Deal
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={close.isPending && close.variables === lead.id}
              onClick={() =>
                close.mutate(lead.id, {
                  onSuccess: () => notify('Inquiry closed'),
                  onError: (error) => notify(failureText(error, 'Failed to close inquiry'), 'error'),
                })
              }
            >
              Close
            </button>
            {lead.conversationId !== null && (
              <Link className="btn btn-sm" to={conversationPaths.conversation(lead.conversationId)}>
                Conversation
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
