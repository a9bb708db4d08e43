// Rental agreements: the wizard's form data (spec section 3, all strings) and the saved record
// that My Agreements lists, from the browser's myAgreements key or from the server.
import { z } from '../zod.ts';
import { AGREEMENT_STATUSES, AGREEMENT_TYPES, ID_TYPES } from '../agreement/rules.ts';
import { normaliseAgreementForm } from '../agreement/input-filters.ts';
import { validateAgreementForm } from '../agreement/validators.ts';
import { MAX_ID } from './property.ts';

// Control characters and lone surrogates cannot be stored in PostgreSQL's jsonb (and never belong
// in an agreement); refusing them here turns a would-be 500 into a 400 naming the field.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses.
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_TEXT = 600;
const text = z
  .string()
  .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters.`)
  .refine((value) => !UNSTORABLE.test(value), 'Contains characters that are not allowed.');

export const ZAgreementForm = z.object({
  ownerName: text,
  ownerPhone: text,
  ownerIdType: z.enum(ID_TYPES, { error: 'Choose Aadhaar or PAN.' }),
  ownerIdNumber: text,
  tenantName: text,
  tenantPhone: text,
  tenantIdType: z.enum(ID_TYPES, { error: 'Choose Aadhaar or PAN.' }),
  tenantIdNumber: text,
  propertyAddress: text,
  jurisdiction: text,
  rentAmount: text,
  depositAmount: text,
  /** Monthly society maintenance the tenant pays on top of the rent; empty when not agreed separately (older forms have none). */
  maintenanceAmount: text.default(''),
  startDate: text,
  duration: text,
  incrementPercentage: text,
  agreementType: z.enum(AGREEMENT_TYPES, { error: 'Choose Rental Agreement or Lease Agreement.' }),
});
export type TAgreementForm = z.infer<typeof ZAgreementForm>;

/** 'GRUHA-' and ten characters; made in the browser so the local and server copies share it. */
export const AGREEMENT_ID_PREFIX = 'GRUHA-';
export const ZAgreementId = z.string().regex(/^GRUHA-[0-9A-Z]{10}$/, 'Agreement id must be GRUHA- followed by 10 letters or digits');

/** POST /api/agreements: the form plus its id, checked with the wizard's own rules. */
export const ZSaveAgreementRequest = ZAgreementForm.extend({
  agreementId: ZAgreementId,
  /** The rental deal this agreement is made for: only its agent, owner, tenant or an admin. */
  dealId: z.coerce.number({ error: 'Unknown deal' }).int('Unknown deal').positive('Unknown deal').max(MAX_ID, 'Unknown deal').nullish(),
})
  .transform(normaliseAgreementForm)
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(validateAgreementForm(body))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type TSaveAgreementRequest = z.infer<typeof ZSaveAgreementRequest>;

export const ZAgreementStatus = z.enum(AGREEMENT_STATUSES);

/** The spec's saved agreement record, plus the whole form so a card can reopen and renew it. */
export const ZAgreementRecord = z.object({
  agreementId: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
  status: ZAgreementStatus,
  ownerName: z.string(),
  tenantName: z.string(),
  propertyAddressShort: z.string(),
  propertyAddress: z.string(),
  startDate: z.string(),
  durationMonths: z.number().int(),
  createdAt: z.string(),
  form: ZAgreementForm,
});
export type TAgreementRecord = z.infer<typeof ZAgreementRecord>;
