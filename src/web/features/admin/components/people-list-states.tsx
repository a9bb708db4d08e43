import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';

type PeopleListStateProps = {
  plural: string;
  isLoading: boolean;
  error: Error | null;
  onRetry(): void;
  isEmpty: boolean;
  /** What the empty state says and offers; by default that there is nobody yet. */
  empty?: { message: string; action?: { label: string; onClick(): void } };
  children: ReactNode;
};

/** Loading, error and empty states of a people list, else the list itself. */
export function PeopleListStates({ plural, isLoading, error, onRetry, isEmpty, empty, children }: PeopleListStateProps) {
  if (isLoading) return <LoadingState label={`Loading ${plural}...`} />;
  if (error) return <ErrorState title={`Failed to load ${plural}`} message={error.message} onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <EmptyState
        title={`No ${plural} found`}
        message={empty?.message ?? `There are no ${plural} yet.`}
        actions={
          empty?.action && (
            <button type="button" className="btn" onClick={empty.action.onClick}>
              {empty.action.label}
            </button>
          )
        }
      />
    );
  }
  return <>{children}</>;
}
