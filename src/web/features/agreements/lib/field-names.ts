// Names of the wizard's fields as a disabled Next lists them ("To continue, complete: ...").
import type { AgreementErrors, AgreementField } from '#shared/agreement/validators.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';

function fieldName(field: AgreementField, form: TAgreementForm): string {
  switch (field) {
    case 'ownerName':
      return 'owner name';
    case 'ownerPhone':
      return 'owner phone number';
    case 'ownerIdType':
      return 'owner ID type';
    case 'ownerIdNumber':
      return `owner ${form.ownerIdType === 'PAN' ? 'PAN' : 'Aadhaar'} number`;
    case 'tenantName':
      return 'tenant name';
    case 'tenantPhone':
      return 'tenant phone number';
    case 'tenantIdType':
      return 'tenant ID type';
    case 'tenantIdNumber':
      return `tenant ${form.tenantIdType === 'PAN' ? 'PAN' : 'Aadhaar'} number`;
    case 'propertyAddress':
      return 'property address';
    case 'jurisdiction':
      return 'jurisdiction';
    case 'rentAmount':
      return 'monthly rent';
    case 'depositAmount':
      return 'security deposit';
    case 'maintenanceAmount':
      return 'monthly maintenance';
    case 'startDate':
      return 'start date';
    case 'duration':
      return 'duration';
    case 'incrementPercentage':
      return 'annual increment';
    case 'agreementType':
      return 'agreement type';
  }
}

/** "To continue, complete: owner phone number, tenant PAN number." or null when nothing is missing. */
export function missingFieldsText(errors: AgreementErrors, form: TAgreementForm): string | null {
  const names = (Object.keys(errors) as AgreementField[]).filter((f) => errors[f]).map((f) => fieldName(f, form));
  return names.length ? `To continue, complete: ${names.join(', ')}.` : null;
}
