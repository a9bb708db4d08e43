// Delete my account: the retention table first (what goes, what stays and why), then the password
// asked again. Once deleted, the session here ends and a page says so.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ZCloseAccountRequest } from '#shared/contracts/account.ts';
import { paths } from '#web/app/paths.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/schema-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { ACCOUNT_DELETED_STATE, useDeleteAccount } from '../api/account.ts';
import { RetentionList } from './retention-list.tsx';
import styles from './account.module.css';
import own from './delete-account.module.css';

function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const form = useSchemaForm(ZCloseAccountRequest, { password: '' });
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = form.handleSubmit((request) =>
    remove.mutate(request, {
      // The page signs this session out once it shows: signed out here, the account page's guard would ask for a sign-in first.
      onSuccess: () => void navigate(paths.accountDeleted(), { replace: true, state: ACCOUNT_DELETED_STATE }),
      onError: (error) => form.showFailure(error),
    }),
  );

  return (
    <Dialog title="Delete my account" isOpen onClose={onClose} size="lg">
      <form className={own.form} onSubmit={submit} noValidate aria-busy={remove.isPending}>
        <p className={styles.lead}>Deleting your account cannot be undone. Read what goes and what stays before you confirm.</p>
        <RetentionList />
        {form.banner && (
          <p className="banner banner-error" role="alert">
            {form.banner}
          </p>
        )}
        <TextField form={form} name="password" label="Your password" type="password" autoComplete="current-password" />
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteAccount() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={`card ${styles.card}`}>
      <p className={styles.lead}>
        Erases your details, uploads and identity numbers, takes your listings out of search and signs you out everywhere. Deals, conversations,
        tenancies and receipts other people hold stay with them, showing you as a deleted account.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-danger" onClick={() => setIsOpen(true)}>
          Delete my account...
        </button>
      </div>
      {isOpen && <DeleteAccountDialog onClose={() => setIsOpen(false)} />}
    </div>
  );
}
