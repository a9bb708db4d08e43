// Admin and agent shortcuts (spec section 2, Header: admin buttons; the agent dashboard button
// with its pending-count badge), on their own row so the main row stays calm.
import { NavLink } from '#web/components/link.tsx';
import type { TRole } from '#shared/contracts/user.ts';
import { paths } from '../paths.ts';
import { ADMIN_LINKS } from './account-links.ts';
import styles from './header.module.css';
import { useOpenInquiryCount } from './use-open-inquiry-count.ts';
import { isAgentOrAdmin } from '#shared/policy/roles.ts';

export function DashboardLink({ role, className }: { role: TRole; className: string | undefined }) {
  const { data: openCount } = useOpenInquiryCount(isAgentOrAdmin({ role }));
  return (
    <NavLink to={paths.agentDashboard()} className={className}>
      Agent Dashboard
      {openCount !== undefined && (
        <span className={`badge ${openCount > 0 ? 'badge-accent' : ''}`}>
          {openCount}
          <span className="visually-hidden"> open {openCount === 1 ? 'inquiry' : 'inquiries'}</span>
        </span>
      )}
    </NavLink>
  );
}

export function RoleToolbar({ role }: { role: TRole }) {
  if (!isAgentOrAdmin({ role })) return null;
  return (
    <div className={styles.toolbar}>
      <nav className={`container ${styles.toolbarInner}`} aria-label={role === 'ADMIN' ? 'Admin tools' : 'Agent tools'}>
        <span className={styles.toolbarLabel}>{role === 'ADMIN' ? 'Admin' : 'Agent'}</span>
        {role === 'ADMIN' &&
          ADMIN_LINKS.map((link) => (
            <NavLink key={link.label} to={link.to} className={styles.toolbarLink}>
              {link.label}
            </NavLink>
          ))}
        <DashboardLink role={role} className={styles.toolbarLink} />
      </nav>
    </div>
  );
}
