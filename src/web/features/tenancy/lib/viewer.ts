// How the viewer stands to a tenancy: a side (owner or tenant) when they are a party, else null.
import type { TTenancy, TTenancySide } from '#shared/contracts/tenancy.ts';

export const sideOf = (tenancy: TTenancy): TTenancySide | null =>
  tenancy.viewerRole === 'owner' || tenancy.viewerRole === 'tenant' ? tenancy.viewerRole : null;
