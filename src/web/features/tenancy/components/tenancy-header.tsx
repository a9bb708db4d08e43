// The top of a tenancy's page: the home, its state, who is in it, and while the invitation is open,
// whom it went to.
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { formatLongDate } from '#shared/format-date.ts';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { TENANCY_STATUS_LABELS } from '../lib/tenancy-labels.ts';
import styles from './tenancy.module.css';

export function TenancyHeader({ tenancy }: { tenancy: TTenancy }) {
  const people = [
    tenancy.owner && `Owner: ${tenancy.owner.name}`,
    tenancy.tenant && `Tenant: ${tenancy.tenant.name}`,
    tenancy.agent && `Agent: ${tenancy.agent.name}`,
  ].filter(Boolean);
  const openRepairs = (tenancy.repairs ?? []).filter((repair) => repair.status !== 'confirmed').length;
  return (
    <div className={styles.head}>
      <div>
        <h1 className="page-title">{tenancy.address}</h1>
        <p className={styles.muted}>
          <span className="badge badge-primary">{TENANCY_STATUS_LABELS[tenancy.status]}</span> {tenancy.bhk === 0 ? 'Studio' : `${tenancy.bhk} BHK`} ·{' '}
          {people.join(' · ')}
        </p>
        {openRepairs > 0 && (
          <p>
            <Link to={paths.tenancy(tenancy.id, 'repairs')}>
              {openRepairs} open repair request{openRepairs === 1 ? '' : 's'}
            </Link>
          </p>
        )}
        {tenancy.invitation && (
          <p className="banner banner-info" role="status">
            Invitation sent to the {tenancy.invitation.side} at {tenancy.invitation.contact}, open until{' '}
            {formatLongDate(tenancy.invitation.expiresAt)}. Nothing of this tenancy is shared with them before they accept.
          </p>
        )}
        {tenancy.viewerRole === 'agent' && (
          <p className={styles.muted}>As the deal&apos;s agent you see the terms and the stage; payments and reports are the two sides&apos; own.</p>
        )}
      </div>
    </div>
  );
}
