// The Edit Property dialog (spec section 5, Edit property): the same fields prefilled, up to 20
// bedrooms and bathrooms, and for an admin the Verified checkbox (spec section 6). Cards carry only
// what they show, so the dialog reads the whole listing (the detail page's query) before its form.
import { useState } from 'react';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session.tsx';
import { useProperty } from '../api/get-property.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { failureMessage, PropertyFormShell } from './property-form-shell.tsx';
import { usePropertyForm } from './property-form-state.ts';
import { isAdmin } from '../../../../shared/policy/roles.ts';

type EditPropertyDialogProps = { propertyId: number; isOpen: boolean; onClose(): void };

export default function EditPropertyDialog({ propertyId, isOpen, onClose }: EditPropertyDialogProps) {
  const property = useProperty(propertyId);
  return (
    <Dialog title="Edit Property" isOpen={isOpen} onClose={onClose} size="lg">
      {property.data ? (
        <EditPropertyForm property={property.data} onClose={onClose} />
      ) : property.isError ? (
        <ErrorState title="Failed to load property details." onRetry={() => property.refetch()} />
      ) : (
        <LoadingState label="Loading property..." />
      )}
    </Dialog>
  );
}

function EditPropertyForm({ property, onClose }: { property: TProperty; onClose(): void }) {
  const { user } = useSession();
  const notify = useNotify();
  const form = usePropertyForm({ mode: 'edit', property, canVerify: isAdmin(user) });
  const update = useUpdateProperty();
  // The version the form was filled from; a refetch while the dialog is open must not move it.
  const [baseVersion] = useState(property.version);

  return (
    <PropertyFormShell
      form={form}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      isSubmitting={update.isPending}
      onCancel={onClose}
      onSubmit={(request) =>
        update.mutate(
          { id: property.id, input: request, version: baseVersion },
          {
            onSuccess: () => {
              notify('Property updated successfully!');
              onClose();
            },
            onError: (error) =>
              form.showFailure(
                failureMessage(error, 'Failed to update property', 'Failed to update property. Please try again.'),
                error instanceof ApiError ? error.errors : undefined,
              ),
          },
        )
      }
    />
  );
}
