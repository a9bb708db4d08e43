// The Edit and Delete dialogs of the selected person, shared by the users and agents pages.
import type { TUser } from '#shared/contracts/user.ts';
import type { PersonKind } from '../lib/person-texts.ts';
import { DeletePersonDialog } from './delete-person-dialog.tsx';
import { EditPersonDialog } from './edit-person-dialog.tsx';

export type PersonDialog = 'edit' | 'delete' | null;

type PersonDialogsProps = {
  person: TUser | null;
  kind: PersonKind;
  isSelf: boolean;
  dialog: PersonDialog;
  onClose(): void;
  onDeleted(): void;
};

export function PersonDialogs({ person, kind, isSelf, dialog, onClose, onDeleted }: PersonDialogsProps) {
  if (!person) return null;
  if (dialog === 'edit') return <EditPersonDialog person={person} kind={kind} isSelf={isSelf} onClose={onClose} />;
  if (dialog === 'delete') return <DeletePersonDialog person={person} kind={kind} onClose={onClose} onDeleted={onDeleted} />;
  return null;
}
