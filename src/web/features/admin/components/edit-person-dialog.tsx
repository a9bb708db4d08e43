// Edit User (role included) and Edit Agent (active status) dialogs (spec sections 2 and 5): the
// fields validate with the shared update schema; the server's 409 names the taken field.
import { z } from '#shared/zod.ts';
import { ZPersonDetails, ZUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import { roles, ZRole, type TUser } from '#shared/contracts/user.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import { failureMessage } from '../lib/failure-message.ts';
import { personTexts, roleLabels, SELF_ROLE_REASON, type PersonKind } from '../lib/person-texts.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { SchemaField, TextField } from '#web/components/schema-field.tsx';

const ZEditPersonForm = ZPersonDetails.extend({
  address: ZUserUpdateRequest.shape.address,
  // Disabled for one's own account, and then not sent.
  role: ZRole.optional(),
  isActive: z
    .enum(['active', 'inactive'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'active')),
});

type EditPersonDialogProps = { person: TUser; kind: PersonKind; isSelf: boolean; onClose(): void };

export function EditPersonDialog({ person, kind, isSelf, onClose }: EditPersonDialogProps) {
  const texts = personTexts[kind];
  const notify = useNotify();
  const update = useUpdateUser();
  const form = useSchemaForm(ZEditPersonForm, {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    mobileNumber: person.mobileNumber ?? '',
    address: person.address ?? '',
    role: person.role,
    isActive: person.isActive ? ('active' as const) : ('inactive' as const),
  });

  // A taken email or mobile number (409) is shown under its field, which gets focus; anything else above the form.
  const submit = form.handleSubmit(({ role, isActive, ...details }) => {
    if (update.isPending) return;
    const changes = { ...details, address: details.address || null, ...(isSelf ? {} : { role, isActive }) };
    update.mutate(
      { id: person.id, changes },
      {
        onSuccess: () => {
          notify(texts.updated);
          onClose();
        },
        onError: (error) => form.showFailure(error, failureMessage(error, { failed: texts.updateFailed, error: texts.updateError })),
      },
    );
  });

  return (
    <Dialog title={texts.editTitle} isOpen onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={update.isPending}>
        {form.banner && (
          <div className="banner banner-error" role="alert">
            {form.banner}
          </div>
        )}
        <div className="form-grid">
          <TextField form={form} name="firstName" label="First name" autoComplete="off" />
          <TextField form={form} name="lastName" label="Last name" autoComplete="off" />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="off" />
          <TextField form={form} name="mobileNumber" label="Phone" hint="10 digits" type="tel" inputMode="tel" autoComplete="off" />
          <SchemaField form={form} name="address" label="Address" className="span-2">
            {(control) => <textarea {...control} rows={2} className="input" />}
          </SchemaField>
          {kind === 'user' && (
            <SchemaField form={form} name="role" label="Role" hint={isSelf ? SELF_ROLE_REASON : undefined}>
              {(control) => (
                <select {...control} className="input" disabled={isSelf}>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {role === 'USER' ? `${role} (${roleLabels[role].one})` : role}
                    </option>
                  ))}
                </select>
              )}
            </SchemaField>
          )}
          <SchemaField form={form} name="isActive" label="Active status" hint={isSelf && kind === 'agent' ? SELF_ROLE_REASON : undefined}>
            {(control) => (
              <select {...control} className="input" disabled={isSelf}>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </select>
            )}
          </SchemaField>
        </div>
        <FormActions submitLabel="Save Changes" pendingLabel="Saving..." isPending={update.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
