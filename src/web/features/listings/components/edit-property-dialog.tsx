// The Edit Property form (spec section 5, Edit property): the same fields prefilled, up to 20
// bedrooms and bathrooms, and for an admin the Verified checkbox (spec section 6). Cards carry only
// what they show, so it reads the whole listing (the detail page's query) before its form. It opens
// over the page it was asked for on, or as its own page (/property/{id}/edit; src/web/lib/overlay.ts).
import { useState, type ReactNode } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { paths } from '#web/app/paths.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useGoBack } from '#web/lib/overlay.ts';
import { LEAVE_QUESTION, useLeaveGuard } from '#web/lib/use-leave-guard.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { useProperty } from '../api/get-property.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { failureMessage, PropertyFormShell } from './property-form-shell.tsx';
import { usePropertyForm } from './property-form-state.ts';
import { canManageListing, isAdmin } from '#shared/policy/roles.ts';

/** The form for the listing, or why it cannot be shown: loading, missing, not the viewer's, failed. */
export function EditProperty({ propertyId, onDone }: { propertyId: number; onDone(): void }) {
  const { user } = useSession();
  const property = useProperty(propertyId);
  if (property.data) {
    if (!canManageListing(user, property.data.user.id)) {
      return (
        <Refusal title="This listing is not yours to edit" message="A listing is edited by the person who posted it, or by an admin.">
          <Link className="btn btn-primary" to={paths.property(propertyId)}>
            View the listing
          </Link>
        </Refusal>
      );
    }
    return <EditPropertyForm property={property.data} onDone={onDone} />;
  }
  if (propertyId <= 0 || (property.error instanceof ApiError && property.error.status === 404)) {
    return (
      <Refusal title="Property not found" message="There is no listing with this number: it may have been deleted.">
        <Link className="btn btn-primary" to={paths.myProperties()}>
          Go to My Properties
        </Link>
      </Refusal>
    );
  }
  if (property.isError) return <ErrorState title="Failed to load property details." onRetry={() => property.refetch()} />;
  return <LoadingState label="Loading property..." />;
}

const Refusal = ({ title, message, children }: { title: string; message: string; children: ReactNode }) => (
  <EmptyState icon="shield" title={title} message={message} actions={children} />
);

export default function EditPropertyDialog({ propertyId }: { propertyId: number }) {
  const close = useGoBack(paths.property(propertyId));
  return (
    <Dialog title="Edit Property" isOpen onClose={close} size="lg">
      <EditProperty propertyId={propertyId} onDone={close} />
    </Dialog>
  );
}

function EditPropertyForm({ property, onDone }: { property: TProperty; onDone(): void }) {
  const { user } = useSession();
  const notify = useNotify();
  const form = usePropertyForm({ mode: 'edit', property, canVerify: isAdmin(user) });
  const update = useUpdateProperty();
  // The version the form was filled from; a refetch while the form is open must not move it.
  const [baseVersion] = useState(property.version);
  // Leaving with changes not saved asks first; saving leaves without asking.
  const filled = JSON.stringify([form.values, form.picker.imageUrls]);
  const [asFilled] = useState(filled);
  const isChanged = filled !== asFilled;
  const release = useLeaveGuard(isChanged);
  // Cancel asks itself: on a page opened by its address it replaces the address, which nothing else catches.
  const cancel = () => {
    if (isChanged && !window.confirm(LEAVE_QUESTION)) return;
    release();
    onDone();
  };

  return (
    <PropertyFormShell
      form={form}
      propertyId={property.id}
      confirmLabel="Save at this price"
      submitLabel="Save Changes"
      busyLabel="Saving..."
      isSubmitting={update.isPending}
      onCancel={cancel}
      onSubmit={(request) =>
        update.mutate(
          { id: property.id, input: request, version: baseVersion },
          {
            onSuccess: () => {
              notify('Property updated successfully!');
              release();
              onDone();
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
