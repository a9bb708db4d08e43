// Who may change a person (spec section 6): an admin anyone; anyone else only their own profile.
import { isAdmin } from '../../../shared/policy/roles.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Viewer } from '../../plugins/authenticate.ts';

export function assertMayEditUser(viewer: Viewer, userId: number) {
  if (!isAdmin(viewer) && viewer.id !== userId) throw forbidden('You can only edit your own profile');
}
