// One's data as one's own: "Download my data" (a zip made in the background, its link working for
// seven days) and who at Gruha was shown one's identity numbers.
import { z } from '../zod.ts';

/** How long a finished export can be downloaded, from when it is ready. */
export const DATA_EXPORT_DAYS = 7;

export const ZDataExport = z.object({
  id: z.number().int(),
  /** 'pending' while the background job makes it; 'ready' once it can be downloaded (until expiresAt). */
  status: z.enum(['pending', 'ready']),
  isExpired: z.boolean(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The download (bearer token required), while the export is ready and not expired. */
  downloadPath: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** One time a Gruha admin was shown one's Aadhaar or PAN number. */
export const ZIdNumberView = z.object({
  viewedAt: z.string(),
  viewerName: z.string(),
  /** 'agreement' (a rental agreement of one's deal) or 'tenancy'. */
  recordKind: z.enum(['agreement', 'tenancy']),
  recordRef: z.string(),
  idType: z.string(),
  /** 'whole' when the full number was shown; 'masked' when only its last four characters were. */
  shown: z.enum(['masked', 'whole']),
});
export type TIdNumberView = z.infer<typeof ZIdNumberView>;
