// Path parameters shared by the listing routes and the modules that take a listing's id (shortlist, inquiries).
import { z } from 'zod';
import { MAX_ID } from '#shared/contracts/property.ts';

export const ZPropertyIdParams = z.object({
  id: z.coerce.number().int('Property id must be a whole number').positive('Property id must be positive').max(MAX_ID, 'No such property'),
});
