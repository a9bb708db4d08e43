// Deal stages and the deal texts the spec fixes (sections 4, 5 and 8). Shared by server and web.

export const DEAL_STAGES = ['INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT', 'COMPLETED'] as const;
export type TDealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_COUNT = DEAL_STAGES.length;

/** Stages shown as filter tabs on the admin deals page: All plus INQUIRY to PAYMENT. */
export const ACTIVE_DEAL_STAGES = DEAL_STAGES.filter((s) => s !== 'COMPLETED');

export function isDealStage(value: unknown): value is TDealStage {
  return typeof value === 'string' && (DEAL_STAGES as readonly string[]).includes(value);
}

/** A missing or unknown stage displays as INQUIRY (spec section 4). */
export function displayStage(stage: string | null | undefined): TDealStage {
  return isDealStage(stage) ? stage : 'INQUIRY';
}

/** 1-based position in the tracker; unknown or missing counts as INQUIRY. */
export function stagePosition(stage: string | null | undefined): number {
  return DEAL_STAGES.indexOf(displayStage(stage)) + 1;
}

/** Progress percent: (1-based position)/7 of 100. */
export function stageProgress(stage: string | null | undefined): number {
  return (stagePosition(stage) / DEAL_STAGE_COUNT) * 100;
}

/** Active means any stage except COMPLETED. */
export function isActiveStage(stage: string | null | undefined): boolean {
  return displayStage(stage) !== 'COMPLETED';
}

export type TStageColour = 'blue' | 'purple' | 'amber' | 'green' | 'cyan' | 'pink' | 'bright-green' | 'grey';

const stageColours: Record<TDealStage, TStageColour> = {
  INQUIRY: 'blue',
  SHORTLIST: 'purple',
  NEGOTIATION: 'amber',
  AGREEMENT: 'green',
  REGISTRATION: 'cyan',
  PAYMENT: 'pink',
  COMPLETED: 'bright-green',
};

/** Colour name of a stage; an unknown stage is grey (spec section 4). */
export function stageColour(stage: string | null | undefined): TStageColour {
  return isDealStage(stage) ? stageColours[stage] : 'grey';
}

/** CSS custom property holding a stage's colour (src/web/styles/tokens.css). */
export function stageColourToken(stage: string | null | undefined): string {
  return isDealStage(stage) ? `--stage-${stage.toLowerCase()}` : '--stage-unknown';
}

/** The Actions tab's next-stage choices: the current stage and later ones; none once COMPLETED. */
export function nextStageChoices(current: string | null | undefined): TDealStage[] {
  const stage = displayStage(current);
  if (stage === 'COMPLETED') return [];
  return DEAL_STAGES.slice(DEAL_STAGES.indexOf(stage));
}

/** Human label: 'NEGOTIATION' -> 'Negotiation'. */
export function stageLabel(stage: string | null | undefined): string {
  const s = displayStage(stage);
  return s.charAt(0) + s.slice(1).toLowerCase();
}

/** Name of the deal column holding a stage's date. */
export const STAGE_DATE_FIELD = {
  INQUIRY: 'inquiryDate',
  SHORTLIST: 'shortlistDate',
  NEGOTIATION: 'negotiationDate',
  AGREEMENT: 'agreementDate',
  REGISTRATION: 'registrationDate',
  PAYMENT: 'paymentDate',
  COMPLETED: 'completedDate',
} as const satisfies Record<TDealStage, string>;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** PDF and Word, and phone photos of papers (JPEG, PNG, WebP). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'webp'] as const;
/** For a file input's accept attribute. */
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/webp';

export const DEAL_MESSAGES = {
  stageUpdateRequired: 'Please provide both the Date of Visit/Update and a Matter of Visit/Note.',
  stageUpdated: 'Deal stage updated',
  dealExists: 'Deal already exists for this property and buyer',
  onlyAgents: 'Only agents can create deals',
  accessDenied: 'Access Denied',
  dealCreated: 'Deal created successfully!',
  dealPriceRequired: 'Please enter deal price',
  fileTooLarge: 'File size must be less than 10MB',
  selectFile: 'Please select a file',
  wrongDocumentType: 'Please upload a PDF, DOC or DOCX file, or a JPEG, PNG or WebP photo',
  notAPhoto: 'This photo cannot be read. Please take it again, or upload a PDF.',
  documentUploaded: 'Document uploaded successfully',
  uploadFailed: 'Upload failed',
  uploadError: 'Error uploading document',
  updateStageFailed: 'Failed to update stage',
  updateDealError: 'Error updating deal',
  updateDealFailed: 'Failed to update deal',
  confirmFailed: 'Failed to confirm deal',
  completePaymentFailed: 'Failed to complete payment',
  createFailed: 'Failed to create deal',
  loadDealsFailed: 'Failed to load deals',
  loadDashboardFailed: 'Failed to load dashboard data',
  noDeals: 'No deals found',
  pleaseLogIn: 'Please log in',
  pleaseLogInDeals: 'Please log in to view deals',
  buyerPhoneInvalidPropertyPage: 'Please enter a valid 10-digit buyer phone number',
  buyerPhoneInvalidModal: 'Please enter a valid 10-digit phone number',
  buyerNotFoundPropertyPage: 'Buyer not found. Please check the phone number.',
  buyerNotFound: 'Buyer not found with this phone number.',
  buyerSearchErrorPropertyPage: 'Error searching for buyer',
  buyerSearchError: 'Error searching for buyer. Please try again.',
  dealCompletedBanner: 'Deal Completed Successfully! Congratulations!',
  dealNotFound: 'Deal not found',
  sellerConfirmed: 'Registration confirmed',
  paymentCompleted: 'Payment completed',
  buyerOwnsProperty: 'The buyer owns this property; a deal needs a different buyer',
  propertyNotFound: 'Property not found',
  propertyInactive: 'This property is no longer listed',
  invalidAgreedPrice: 'Please enter deal price',
  agentNotFound: 'Agent not found',
  onlyOwnAgent: 'Agents create deals they manage themselves',
  confirmOnlyAtRegistration: 'The seller confirms at the REGISTRATION stage',
  onlySellerConfirms: 'Only the seller of this property can confirm registration',
  alreadyConfirmed: 'Registration is already confirmed',
  paymentOnlyAtPayment: 'Payment can be completed at the PAYMENT stage',
  paymentAlreadyCompleted: 'Payment is already completed',
  onlyBuyerUploads: 'Only the buyer of this deal can upload documents',
  unknownDocument: 'Document not found for this deal',
  inquiryNotFound: 'Inquiry not found',
  inquiryNotOpen: 'This inquiry is no longer open',
  inquiryMismatch: 'The inquiry is for a different property or buyer',
} as const;
