// The Post Property dialog (spec section 2, Dialogs; section 5, Post property). On success it
// closes and opens My Posted Properties, where the new listing is listed.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { useSession } from '../../auth/session.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newPostKey, useCreateProperty } from '../api/create-property.ts';
import { failureMessage, PropertyFormShell } from './property-form-shell.tsx';
import { usePropertyForm } from './property-form-state.ts';

export default function PostPropertyDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { isAuthenticated } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = usePropertyForm({ mode: 'post' });
  const create = useCreateProperty();
  // The dialog is mounted per opening: one key for every try of this post.
  const [postKey] = useState(newPostKey);

  return (
    <Dialog title="Post Property" isOpen={isOpen} onClose={onClose} size="lg">
      <PropertyFormShell
        form={form}
        submitLabel="Post Property"
        busyLabel="Posting..."
        isSubmitting={create.isPending}
        onCancel={onClose}
        onSubmit={(request) => {
          // The session may have ended while the dialog was open.
          if (!isAuthenticated) {
            form.showFailure('Please Login First');
            return;
          }
          create.mutate(
            { input: request, postKey },
            {
              onSuccess: () => {
                notify('Property posted successfully!');
                onClose();
                void navigate(paths.myProperties());
              },
              onError: (error) =>
                form.showFailure(
                  failureMessage(error, 'Failed to post property', 'Failed to post property. Please try again.'),
                  error instanceof ApiError ? error.errors : undefined,
                ),
            },
          );
        }}
      />
    </Dialog>
  );
}
