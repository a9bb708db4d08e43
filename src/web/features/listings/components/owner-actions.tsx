// Placeholder: Edit and Delete on the owner's own card (spec section 2, Property card) replace this.
import type { TProperty } from '../../../../shared/contracts/property.ts';

export function OwnerActions(_props: { property: TProperty }) {
  return null;
}
