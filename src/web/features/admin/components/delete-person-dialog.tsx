// Delete User / Delete Agent (spec sections 2, 5 and 8): an accessible confirmation with the spec's
// question. A person with active deals is refused with the number of them (409); for an agent the
// dialog then offers to reassign those deals to another agent, after which deleting can be retried.
import { useState } from 'react';
import type { TUser } from '#shared/contracts/user.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteUser } from '../api/use-delete-user.ts';
import { failureMessage } from '../lib/failure-message.ts';
import { personTexts, type PersonKind } from '../lib/person-texts.ts';
import { ReassignDealsForm } from './reassign-deals-form.tsx';
import { EmailText } from '#web/components/email-text.tsx';

type DeletePersonDialogProps = { person: TUser; kind: PersonKind; onClose(): void; onDeleted(): void };

export function DeletePersonDialog({ person, kind, onClose, onDeleted }: DeletePersonDialogProps) {
  const texts = personTexts[kind];
  const notify = useNotify();
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [hasActiveDeals, setHasActiveDeals] = useState(false);
  const [reassigned, setReassigned] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    setReassigned(null);
    try {
      await remove.mutateAsync(person.id);
      notify(texts.deleted);
      onDeleted();
    } catch (error) {
      setHasActiveDeals(error instanceof ApiError && error.status === 409);
      setFailure(failureMessage(error, { failed: texts.deleteFailed, error: texts.deleteError }));
    }
  };

  const canReassign = hasActiveDeals && person.role === 'AGENT';
  return (
    <Dialog title={texts.deleteTitle} isOpen onClose={onClose} size="sm">
      <p>
        <strong>{texts.confirmDelete}</strong>
      </p>
      <p>
        {person.firstName} {person.lastName} (<EmailText email={person.email} />) will no longer be able to sign in. Deals they took part in keep
        their name.
      </p>
      {failure && (
        <div className="banner banner-error" role="alert">
          {failure}
        </div>
      )}
      {reassigned && (
        <div className="banner banner-success" role="status">
          {reassigned} You can delete the {texts.noun} now.
        </div>
      )}
      {canReassign && (
        <ReassignDealsForm
          fromAgent={person}
          onReassigned={(message) => {
            setFailure(null);
            setHasActiveDeals(false);
            setReassigned(message);
          }}
        />
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose} autoFocus>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : texts.deleteTitle}
        </button>
      </div>
    </Dialog>
  );
}
