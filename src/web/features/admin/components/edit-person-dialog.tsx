// Edit User (role included) and Edit Agent (active status) dialogs (spec sections 2 and 5): the
// fields validate with the shared update schema; the server's 409 names the taken field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from '../../../../shared/zod.ts';
import { ZUserUpdateRequest } from '../../../../shared/contracts/admin-users.ts';
import { ZRegisterRequest } from '../../../../shared/contracts/auth.ts';
import { roles, ZRole, type TUser } from '../../../../shared/contracts/user.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useNotify } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import { failureMessage } from '../lib/failure-message.ts';
import { personTexts, roleLabels, SELF_ROLE_REASON, type PersonKind } from '../lib/person-texts.ts';
import { FormField } from '../../../components/form-field.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

const ZEditPersonForm = z.object({
  firstName: ZRegisterRequest.shape.firstName,
  lastName: ZRegisterRequest.shape.lastName,
  email: ZRegisterRequest.shape.email,
  mobileNumber: ZUserUpdateRequest.shape.mobileNumber,
  address: ZUserUpdateRequest.shape.address,
  // Disabled for one's own account, and a disabled control submits nothing.
  role: ZRole.optional(),
  isActive: z
    .enum(['active', 'inactive'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'active')),
});
type EditPersonInput = z.input<typeof ZEditPersonForm>;
type EditPersonOutput = z.output<typeof ZEditPersonForm>;

type EditPersonDialogProps = { person: TUser; kind: PersonKind; isSelf: boolean; onClose(): void };

export function EditPersonDialog({ person, kind, isSelf, onClose }: EditPersonDialogProps) {
  const texts = personTexts[kind];
  const notify = useNotify();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditPersonInput, unknown, EditPersonOutput>({
    resolver: zodResolver(ZEditPersonForm),
    defaultValues: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      mobileNumber: person.mobileNumber ?? '',
      address: person.address ?? '',
      role: person.role,
      isActive: person.isActive ? 'active' : 'inactive',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: person.id, changes: { ...values, address: values.address || null } });
      notify(texts.updated);
      onClose();
    } catch (error) {
      // A taken email or mobile number (409) is shown under its field, which gets focus; anything else above the form.
      const fieldErrors = Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {}).filter(([field]) => field in ZEditPersonForm.shape);
      fieldErrors.forEach(([field, message], index) => form.setError(field as Path<EditPersonInput>, { message }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) setFailure(failureMessage(error, { failed: texts.updateFailed, error: texts.updateError }));
    }
  });

  const fieldError = (name: keyof EditPersonInput) => errors[name]?.message;
  return (
    <Dialog title={texts.editTitle} isOpen onClose={onClose}>
      <form onSubmit={submit} noValidate onChange={() => setFailure(null)}>
        {failure && (
          <div className="banner banner-error" role="alert">
            {failure}
          </div>
        )}
        <div className="form-grid">
          <FormField label="First name" isRequired error={fieldError('firstName')}>
            {(props) => <input {...props} className="input" autoComplete="off" {...form.register('firstName')} />}
          </FormField>
          <FormField label="Last name" isRequired error={fieldError('lastName')}>
            {(props) => <input {...props} className="input" autoComplete="off" {...form.register('lastName')} />}
          </FormField>
          <FormField label="Email" isRequired error={fieldError('email')}>
            {(props) => <input {...props} type="email" className="input" autoComplete="off" {...form.register('email')} />}
          </FormField>
          <FormField label="Phone" hint="10 digits" error={fieldError('mobileNumber')}>
            {(props) => <input {...props} type="tel" inputMode="tel" className="input" autoComplete="off" {...form.register('mobileNumber')} />}
          </FormField>
          <FormField label="Address" className="span-2" error={fieldError('address')}>
            {(props) => <textarea {...props} rows={2} className="input" {...form.register('address')} />}
          </FormField>
          {kind === 'user' && (
            <FormField label="Role" hint={isSelf ? SELF_ROLE_REASON : undefined} error={fieldError('role')}>
              {(props) => (
                <select {...props} className="input" disabled={isSelf} {...form.register('role')}>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {role === 'USER' ? `${role} (${roleLabels[role].one})` : role}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField label="Active status" hint={isSelf && kind === 'agent' ? SELF_ROLE_REASON : undefined} error={fieldError('isActive')}>
            {(props) => (
              <select {...props} className="input" disabled={isSelf} {...form.register('isActive')}>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </select>
            )}
          </FormField>
        </div>
        <FormActions submitLabel="Save Changes" pendingLabel="Saving..." isPending={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
