// The section of the tenancy page the address names.
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import type { SectionId } from '../lib/sections.ts';
import { MoveInSection } from './move-in-section.tsx';
import { MoveOutSection } from './move-out-section.tsx';
import { RentSection } from './rent-section.tsx';
import { RepairsSection } from './repairs-section.tsx';
import { TermsSection } from './terms-section.tsx';

export function TenancySection({ tenancy, section }: { tenancy: TTenancy; section: SectionId }) {
  switch (section) {
    case 'terms':
      return <TermsSection tenancy={tenancy} />;
    case 'move-in':
      return <MoveInSection tenancy={tenancy} />;
    case 'rent':
      return <RentSection tenancy={tenancy} />;
    case 'repairs':
      return <RepairsSection tenancy={tenancy} />;
    case 'move-out':
      return <MoveOutSection tenancy={tenancy} />;
  }
}
