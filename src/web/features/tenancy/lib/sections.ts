// The tenancy page's sections, each at its own address (?section=...), and which a viewer may open:
// the agent sees the terms and the stage only.
import type { TTenancy } from '#shared/contracts/tenancy.ts';

export const SECTIONS = [
  { id: 'terms', label: 'Terms' },
  { id: 'move-in', label: 'Move-in report' },
  { id: 'rent', label: 'Rent' },
  { id: 'repairs', label: 'Repairs' },
  { id: 'move-out', label: 'Notice and move-out' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionsFor(tenancy: TTenancy) {
  const isParty = tenancy.viewerRole === 'owner' || tenancy.viewerRole === 'tenant';
  // Before the invited person accepts there is nothing to record yet but the terms.
  const isStarted = tenancy.status !== 'invited' && tenancy.status !== 'declined';
  return SECTIONS.filter((section) => section.id === 'terms' || (isParty && isStarted));
}

export function sectionOf(param: string | null, tenancy: TTenancy): SectionId {
  return sectionsFor(tenancy).find((section) => section.id === param)?.id ?? 'terms';
}
