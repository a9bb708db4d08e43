// /admin-users (spec section 2, Admin users): search, role filter with counts, user cards, a detail
// panel with Edit User (role included), Delete User and the user's deals.
import { useState } from 'react';
import type { TUser } from '#shared/contracts/user.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useUserDeals } from '../api/use-user-deals.ts';
import { useUsers } from '../api/use-users.ts';
import styles from '../components/people-layout.module.css';
import { PersonDialogs, type PersonDialog } from '../components/person-dialogs.tsx';
import { PeopleListStates } from '../components/people-list-states.tsx';
import { PersonDeals } from '../components/person-deals.tsx';
import { NoPersonSelected, PersonDetail } from '../components/person-detail.tsx';
import { PersonList } from '../components/person-list.tsx';
import { RoleFilter, type RoleFilterValue } from '../components/role-filter.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useSelectedId } from '../hooks/use-selected-id.ts';
import { roleLabels } from '../lib/person-texts.ts';
import { matchesEveryWord, searchWords } from '../lib/search-terms.ts';

function UserDeals({ userId }: { userId: number }) {
  const deals = useUserDeals(userId);
  return (
    <PersonDeals
      personId={userId}
      deals={deals.data}
      isLoading={deals.isLoading}
      isError={deals.isError}
      errorMessage={deals.error?.message}
      onRetry={() => deals.refetch()}
    />
  );
}

export default function AdminUsersPage() {
  const { user: admin } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const words = searchWords(term);
  const [role, setRole] = useState<RoleFilterValue>('ALL');
  const [selectedId, select] = useSelectedId();
  const [dialog, setDialog] = useState<PersonDialog>(null);
  const users = useUsers(words[0] ?? '');

  const everyone: TUser[] = (users.data ?? []).filter((user) => matchesEveryWord(user, words));
  const shown = role === 'ALL' ? everyone : everyone.filter((user) => user.role === role);
  const selected = everyone.find((user) => user.id === selectedId) ?? null;
  const isSelf = selected?.id === admin?.id;
  const empty =
    everyone.length === 0 && term
      ? {
          message: `Nobody matches "${term}". Try part of a name, an email or a phone number.`,
          action: { label: 'Clear search', onClick: () => setSearch('') },
        }
      : role !== 'ALL'
        ? { message: `No ${roleLabels[role].many} here.`, action: { label: 'Show all', onClick: () => setRole('ALL') } }
        : undefined;

  return (
    <div className="container">
      <div className="page">
        <h1 className="page-title">Manage Users</h1>
        <p className="page-subtitle">Find anyone by name, email or phone, change their role or status, and see their deals.</p>
        <div className={styles.layout}>
          <div className={styles.listColumn}>
            <div className={styles.toolbar}>
              <SearchBox label="Search users" value={search} onChange={setSearch} />
              <RoleFilter people={everyone} value={role} onChange={setRole} />
            </div>
            <PeopleListStates
              plural="users"
              isLoading={users.isLoading}
              error={users.data ? null : users.error}
              onRetry={() => users.refetch()}
              isEmpty={shown.length === 0}
              empty={empty}
            >
              <p className={styles.resultNote} aria-live="polite">
                {users.isFetching ? 'Searching...' : `${shown.length} ${shown.length === 1 ? 'user' : 'users'}`}
              </p>
              <PersonList people={shown} selectedId={selectedId} onSelect={select} label="Users" showRole />
            </PeopleListStates>
          </div>
          <div className={styles.detailColumn}>
            {selected ? (
              <PersonDetail person={selected} kind="user" isSelf={isSelf} onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')}>
                <UserDeals userId={selected.id} />
              </PersonDetail>
            ) : (
              <NoPersonSelected noun="user" />
            )}
          </div>
        </div>
        <PersonDialogs
          person={selected}
          kind="user"
          isSelf={isSelf}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            select(null);
          }}
        />
      </div>
    </div>
  );
}
