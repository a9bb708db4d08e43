// Deals: what the API answers and accepts (spec sections 3, 4, 5 and 7; choices in docs/deals.md).
import { z } from '../zod.ts';
import { DEAL_MESSAGES, DEAL_STAGES } from '../deal-stages.ts';
import { ZAgreementRecord } from './agreement.ts';
import { anyCase } from './any-case.ts';
import { MAX_ID, MAX_PRICE } from './property.ts';

const stageMessage = `Stage must be one of ${DEAL_STAGES.join(', ')}`;
export const ZDealStage = z.enum(DEAL_STAGES, { error: stageMessage });
/** A stage as callers send it: any case ('negotiation'). */
export const ZDealStageInput = anyCase(DEAL_STAGES, stageMessage);

/** A calendar date as YYYY-MM-DD that really exists (no 2025-02-30). */
export const ZCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Date must be a real calendar date');

const ZStageDate = z.string().nullable();

/** A person on a deal, as the spec's entity nests them; the phone is null where flat phones are hidden. */
export const ZDealPerson = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
});
export type TDealPerson = z.infer<typeof ZDealPerson>;

/** The deal's property as the spec's entity nests it, with its poster (the seller) as `user`. */
export const ZDealProperty = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  price: z.number(),
  bedrooms: z.number().int(),
  /** Built-up area in square feet, when the listing gives it (spec section 3, Property). */
  areaSqft: z.number().int().nullable(),
  /** The primary picture, or null. */
  imageUrl: z.string().nullable(),
  user: ZDealPerson,
});

export const ZDeal = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  stage: ZDealStage,
  currentStage: ZDealStage,
  propertyId: z.number().int(),
  propertyTitle: z.string(),
  propertyPrice: z.number(),
  propertyCity: z.string(),
  propertyAreaName: z.string(),
  propertyListingType: z.enum(['sale', 'rent']),
  /** The primary picture's thumbnail, or null (use the placeholder). */
  propertyImageUrl: z.string().nullable(),
  /** A rental's agreed monthly rent; a purchase's agreed price. */
  agreedPrice: z.number(),
  /** 'rental' on a rent listing: screens word it as a rental, with deposit and monthly rent. */
  dealKind: z.enum(['purchase', 'rental']),
  /** Rentals only: the agreed security deposit, or null when not recorded. */
  deposit: z.number().nullable(),
  buyerId: z.number().int(),
  sellerId: z.number().int(),
  agentId: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Phones are null for a USER viewer (spec section 2, Deal Details dialog: phones hidden). */
  buyerMobile: z.string().nullable(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerMobile: z.string().nullable(),
  agentName: z.string(),
  agentEmail: z.string(),
  agentMobile: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  inquiryDate: ZStageDate,
  shortlistDate: ZStageDate,
  negotiationDate: ZStageDate,
  agreementDate: ZStageDate,
  registrationDate: ZStageDate,
  paymentDate: ZStageDate,
  completedDate: ZStageDate,
  buyerDocUploaded: z.boolean(),
  sellerConfirmed: z.boolean(),
  adminVerified: z.boolean(),
  paymentInitiated: z.boolean(),
  paymentCompleted: z.boolean(),
  /** Spec section 3, Deal: the nested objects beside the flat fields, with the same phones hidden. */
  property: ZDealProperty,
  buyer: ZDealPerson,
  seller: ZDealPerson,
  agent: ZDealPerson,
});
export type TDeal = z.infer<typeof ZDeal>;

export const dealEventKinds = [
  'CREATED',
  'STAGE_CHANGED',
  'NOTE',
  'SELLER_CONFIRMED',
  'PAYMENT_COMPLETED',
  'DOCUMENT_UPLOADED',
  'AGENT_REASSIGNED',
  'AGREEMENT_CREATED',
] as const;

/** The actor's part in the deal when they acted on it; else their account role. */
export const ZDealActorRole = z.enum(['BUYER', 'SELLER', 'AGENT', 'ADMIN', 'USER']);

/** One entry of the deal's timeline; sorted by date, then by when it was recorded. */
export const ZDealEvent = z.object({
  id: z.number().int(),
  kind: z.enum(dealEventKinds),
  stage: ZDealStage.nullable(),
  /** The date the actor gave (Date of Visit/Update), YYYY-MM-DD. */
  date: z.string(),
  notes: z.string().nullable(),
  actorName: z.string(),
  actorRole: ZDealActorRole,
  createdAt: z.string(),
});
export type TDealEvent = z.infer<typeof ZDealEvent>;

export const ZDealDocument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  /** GET with the bearer token: /api/deals/{id}/documents/{docId}. */
  downloadUrl: z.string(),
});
export type TDealDocument = z.infer<typeof ZDealDocument>;

/** A rental agreement made for this deal, with its form so the parties can open and print it. */
export const ZDealAgreement = ZAgreementRecord.extend({ createdByName: z.string() });
export type TDealAgreement = z.infer<typeof ZDealAgreement>;

export const ZDealDetail = ZDeal.extend({
  events: z.array(ZDealEvent),
  documents: z.array(ZDealDocument),
  agreements: z.array(ZDealAgreement),
});
export type TDealDetail = z.infer<typeof ZDealDetail>;

const recordId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** POST /api/deals/create. agentId defaults to the caller; only an admin may name another agent. */
export const ZDealCreateRequest = z.object({
  propertyId: recordId('Please choose a property'),
  buyerId: recordId('Please choose a buyer'),
  agentId: recordId('Please choose an agent').nullish(),
  agreedPrice: z.coerce
    .number({ error: DEAL_MESSAGES.dealPriceRequired })
    .int('Deal price must be a whole number of rupees')
    .gt(0, DEAL_MESSAGES.dealPriceRequired)
    .lte(MAX_PRICE, 'Deal price cannot exceed ₹100 Crore.'),
  /** Rentals only: the agreed security deposit in rupees (0 when none). */
  deposit: z.coerce
    .number({ error: 'Please enter the deposit in rupees' })
    .int('Deposit must be a whole number of rupees')
    .min(0, 'Deposit cannot be negative')
    .lte(MAX_PRICE, 'Deposit cannot exceed ₹100 Crore.')
    .nullish(),
  /** The Contact Agent inquiry this deal answers; it becomes CONVERTED. */
  inquiryId: recordId('Unknown inquiry').nullish(),
});
export type TDealCreateRequest = z.input<typeof ZDealCreateRequest>;

/** PUT /api/deals/{id}/stage: a date and notes are both required (spec section 5). */
export const ZStageUpdateRequest = z.object({
  stage: ZDealStageInput,
  notes: z
    .string({ error: DEAL_MESSAGES.stageUpdateRequired })
    .trim()
    .min(1, DEAL_MESSAGES.stageUpdateRequired)
    .max(2000, 'Notes must be at most 2000 characters'),
  date: z.string({ error: DEAL_MESSAGES.stageUpdateRequired }).trim().min(1, DEAL_MESSAGES.stageUpdateRequired).pipe(ZCalendarDate),
});
export type TStageUpdateRequest = z.input<typeof ZStageUpdateRequest>;

export const ZSellerConfirmRequest = z.object({ notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish() });
export type TSellerConfirmRequest = z.input<typeof ZSellerConfirmRequest>;

/** JSON form of POST /api/deals/{id}/upload-document: only a downloadUrl this server gave for this deal. */
/** POST /api/deals/{id}/complete-payment: the spec's client sends nothing; the Actions tab may add a note and date. */
export const ZCompletePaymentRequest = z.object({
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
  date: ZCalendarDate.nullish(),
});
export type TCompletePaymentRequest = z.input<typeof ZCompletePaymentRequest>;

export const ZUploadDocumentJsonRequest = z.object({
  docUrl: z.string({ error: DEAL_MESSAGES.selectFile }).trim().min(1, DEAL_MESSAGES.selectFile).max(500),
});
export type TUploadDocumentJsonRequest = z.input<typeof ZUploadDocumentJsonRequest>;

export const ZReassignRequest = z.object({ agentId: recordId('Please choose an agent') });
export type TReassignRequest = z.input<typeof ZReassignRequest>;

/** GET /api/deals/my-deals query: the spec's client sends its own id and a role. */
export const myDealsRoles = ['USER', 'AGENT', 'ADMIN', 'BUYER', 'SELLER'] as const;
export const ZMyDealsRole = z.enum(myDealsRoles);
export type TMyDealsRole = z.infer<typeof ZMyDealsRole>;

export const ZStageCounts = z.object(
  Object.fromEntries(DEAL_STAGES.map((s) => [s, z.number().int()])) as Record<(typeof DEAL_STAGES)[number], z.ZodNumber>,
);
export type TStageCounts = z.infer<typeof ZStageCounts>;

export const ZAgentPerformance = z.object({
  agentId: z.number().int(),
  agentName: z.string(),
  agentEmail: z.string(),
  agentMobile: z.string().nullable(),
  totalDeals: z.number().int(),
  activeDeals: z.number().int(),
  completedDeals: z.number().int(),
});
/** GET /api/deals/{id}/agreement-draft: the rental agreement form as the deal fills it. */
export const ZAgreementDraft = z.object({
  dealId: z.number().int(),
  ownerName: z.string(),
  ownerPhone: z.string(),
  tenantName: z.string(),
  tenantPhone: z.string(),
  propertyAddress: z.string(),
  jurisdiction: z.string(),
  rentAmount: z.string(),
  depositAmount: z.string(),
  /** The listing's monthly maintenance, when it states one above zero. */
  maintenanceAmount: z.string(),
  startDate: z.string(),
});
export type TAgreementDraft = z.infer<typeof ZAgreementDraft>;

export type TAgentPerformance = z.infer<typeof ZAgentPerformance>;

/** GET /api/deals/admin/dashboard: every active agent (also those without deals) and totals. */
export const ZAdminDashboard = z.object({
  agentPerformance: z.array(ZAgentPerformance),
  totalAgents: z.number().int(),
  totalDeals: z.number().int(),
  activeDeals: z.number().int(),
  completedDeals: z.number().int(),
  stageCounts: ZStageCounts,
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** GET /api/agents/{id}/stats: the agent dashboard's stat cards. */
export const ZAgentStats = z.object({
  agentId: z.number().int(),
  totalDeals: z.number().int(),
  activeDeals: z.number().int(),
  completedDeals: z.number().int(),
  propertiesManaged: z.number().int(),
  openInquiries: z.number().int(),
  stageCounts: ZStageCounts,
});
export type TAgentStats = z.infer<typeof ZAgentStats>;

/** A property as the agent screens show it: with the seller's contact and deal counts. */
export const ZAgentProperty = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  title: z.string(),
  price: z.number(),
  priceDisplay: z.string().nullable(),
  listingType: z.enum(['sale', 'rent']),
  propertyType: z.string(),
  city: z.string(),
  areaName: z.string(),
  pincode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  areaSqft: z.number().int().nullable(),
  isActive: z.boolean(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  sellerMobile: z.string().nullable(),
  sellerEmail: z.string(),
  /** Every deal on this property, whichever agent manages it. */
  dealCount: z.number().int(),
  activeDealCount: z.number().int(),
  /** With ?buyerId=: that buyer's deal on this property ('Deal exists - {Stage}'), else null. */
  buyerDeal: z.object({ dealId: z.number().int(), stage: ZDealStage }).nullable(),
});
export type TAgentProperty = z.infer<typeof ZAgentProperty>;

/** One answer of listings to start a deal on holds at most this many; search finds the others. */
export const MAX_AVAILABLE_PROPERTIES = 100;

export const ZAgentPropertiesQuery = z.object({
  /** managed: on the agent's deals or posted by them; available: active listings to start a deal on. */
  scope: anyCase(['managed', 'available'], 'Scope must be managed or available').default('managed'),
  buyerId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** available only: words of the title or locality, or a listing id ("279" or "#279"). */
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  /** available only: this listing comes first, wherever it falls (the listing of the inquiry a deal starts from). */
  propertyId: z.coerce.number({ error: 'Unknown property' }).int().positive().max(MAX_ID).optional(),
});

export const ZInquiryLead = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyTitle: z.string(),
  propertyPrice: z.number(),
  propertyAreaName: z.string(),
  propertyImageUrl: z.string().nullable(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(['OPEN', 'CLOSED', 'CONVERTED']),
  createdAt: z.string(),
  /** The conversation the inquiry opened, for the one agent in it (the listing's poster). */
  conversationId: z.number().int().nullable(),
});
export type TInquiryLead = z.infer<typeof ZInquiryLead>;

export const ZInquiryCount = z.object({ open: z.number().int() });
export type TInquiryCount = z.infer<typeof ZInquiryCount>;
