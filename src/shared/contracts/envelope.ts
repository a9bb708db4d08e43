// Every answer is wrapped as { success, data, message }.
import { z } from '../zod.ts';

export const ZFieldErrors = z.record(z.string(), z.string());

export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: ZFieldErrors.optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export type TEnvelope<T> = { success: true; data: T; message?: string };
