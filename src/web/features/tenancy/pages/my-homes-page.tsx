// /my-homes: the tenancies one holds as owner and as tenant, the invitations waiting for an answer,
// and an owner's way to invite a tenant for a home let outside Gruha (at ?invite=1, so the link
// works from the first paint and a refresh keeps the form open).
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useSession } from '#web/features/auth/session.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import type { TTenancySummary } from '#shared/contracts/tenancy.ts';
import { useMyHomes } from '../api/get-my-homes.ts';
import { InvitationCard } from '../components/invitation-card.tsx';
import { InviteTenantForm } from '../components/invite-tenant-form.tsx';
import { TenancyCard } from '../components/tenancy-card.tsx';
import styles from '../components/tenancy.module.css';

export default function MyHomesPage() {
  useDocumentTitle('My Homes');
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isInviting = params.get('invite') === '1';
  return (
    <div className="container page">
      <div className={styles.head}>
        <div>
          <h1 className="page-title">My Homes</h1>
          <p className="page-subtitle">Homes you let out and homes you rent: terms, move-in report, rent receipts, repairs and the deposit back.</p>
        </div>
        <Link className="btn btn-primary" to={`${paths.myHomes()}?invite=1`}>
          Invite a tenant
        </Link>
      </div>
      {user && <Homes userId={user.id} />}
      <Dialog title="Invite a tenant" isOpen={isInviting} onClose={() => void navigate(paths.myHomes())} size="lg">
        <InviteTenantForm onCancel={() => void navigate(paths.myHomes())} />
      </Dialog>
    </div>
  );
}

function Homes({ userId }: { userId: number }) {
  const homes = useMyHomes(userId);
  if (homes.isPending) return <LoadingState label="Loading your homes..." />;
  if (homes.isError) return <ErrorState title="Could not load your homes" message={homes.error.message} onRetry={() => void homes.refetch()} />;
  const { asOwner, asTenant, invitations } = homes.data;
  return (
    <>
      {invitations.length > 0 && (
        <Section id="homes-invitations" title="Invitations">
          <ul className={styles.cards}>
            {invitations.map((invitation) => (
              <InvitationCard key={invitation.tenancyId} invitation={invitation} />
            ))}
          </ul>
        </Section>
      )}
      <Section id="homes-owner" title="Homes you let out">
        <Tenancies
          tenancies={asOwner}
          empty={
            <EmptyState
              icon="home"
              title="No homes let out yet"
              message="Invite a tenant, or start a tenancy from a rental deal or a saved agreement."
            />
          }
        />
      </Section>
      <Section id="homes-tenant" title="Homes you rent">
        <Tenancies
          tenancies={asTenant}
          empty={<EmptyState icon="key" title="No rented homes yet" message="When an owner invites you to a tenancy, the invitation appears here." />}
        />
      </Section>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tenancies({ tenancies, empty }: { tenancies: TTenancySummary[]; empty: ReactNode }) {
  if (tenancies.length === 0) return empty;
  return (
    <ul className={styles.cards}>
      {tenancies.map((tenancy) => (
        <TenancyCard key={tenancy.id} tenancy={tenancy} />
      ))}
    </ul>
  );
}
