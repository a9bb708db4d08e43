// /admin-agents (spec section 2, Admin agents): search, the agent list, a detail panel with Edit Agent
// (active status), Delete Agent (with reassigning their deals) and the deals the agent manages.
import { useState } from 'react';
import { useSession } from '#web/features/auth/session.tsx';
import { useAgentDeals } from '../api/use-agent-deals.ts';
import { useAgents } from '../api/use-agents.ts';
import styles from '../components/people-layout.module.css';
import { PersonDialogs, type PersonDialog } from '../components/person-dialogs.tsx';
import { PeopleListStates } from '../components/people-list-states.tsx';
import { PersonDeals } from '../components/person-deals.tsx';
import { NoPersonSelected, PersonDetail } from '../components/person-detail.tsx';
import { PersonList } from '../components/person-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useSelectedId } from '../hooks/use-selected-id.ts';
import { matchesEveryWord, searchWords } from '../lib/search-terms.ts';

function AgentDeals({ agentId, adminId }: { agentId: number; adminId: number }) {
  const deals = useAgentDeals(agentId, adminId);
  return (
    <PersonDeals
      personId={agentId}
      deals={deals.data}
      isLoading={deals.isLoading}
      isError={deals.isError}
      errorMessage={deals.error?.message}
      onRetry={() => deals.refetch()}
      showPart={false}
    />
  );
}

export default function AdminAgentsPage() {
  const { user: admin } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [selectedId, select] = useSelectedId();
  const [dialog, setDialog] = useState<PersonDialog>(null);
  const words = searchWords(term);
  const agents = useAgents(words[0] ?? '');

  const list = (agents.data ?? []).filter((agent) => matchesEveryWord(agent, words));
  const selected = list.find((agent) => agent.id === selectedId) ?? null;
  const isSelf = selected?.id === admin?.id;

  return (
    <div className="container">
      <div className="page">
        <h1 className="page-title">Manage Agents</h1>
        <p className="page-subtitle">Find an agent by name, email or phone, update their details or status, and see the deals they manage.</p>
        <div className={styles.layout}>
          <div className={styles.listColumn}>
            <div className={styles.toolbar}>
              <SearchBox label="Search agents" value={search} onChange={setSearch} />
            </div>
            <PeopleListStates
              plural="agents"
              isLoading={agents.isLoading}
              error={agents.data ? null : agents.error}
              onRetry={() => agents.refetch()}
              isEmpty={list.length === 0}
              empty={
                term
                  ? {
                      message: `Nobody matches "${term}". Try part of a name, an email or a phone number.`,
                      action: { label: 'Clear search', onClick: () => setSearch('') },
                    }
                  : undefined
              }
            >
              <p className={styles.resultNote} aria-live="polite">
                {agents.isFetching ? 'Searching...' : `${list.length} ${list.length === 1 ? 'agent' : 'agents'}`}
              </p>
              <PersonList people={list} selectedId={selectedId} onSelect={select} label="Agents" />
            </PeopleListStates>
          </div>
          <div className={styles.detailColumn}>
            {selected && admin ? (
              <PersonDetail person={selected} kind="agent" isSelf={isSelf} onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')}>
                <AgentDeals agentId={selected.id} adminId={admin.id} />
              </PersonDetail>
            ) : (
              <NoPersonSelected noun="agent" />
            )}
          </div>
        </div>
        <PersonDialogs
          person={selected}
          kind="agent"
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
