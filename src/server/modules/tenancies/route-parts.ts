// What every tenancy route shares: its params, error answers, the access check that answers 401 and
// 404 before the body is read, and how a PDF is sent.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZErrorResponse } from '#shared/contracts/envelope.ts';
import { REPORT_KINDS, ZPeriod } from '#shared/contracts/tenancy.ts';
import type { Db } from '#server/db/client.ts';
import { authorizeFirst } from '#server/http/authorize-first.ts';
import { ZRecordId } from '#server/http/record-id.ts';
import { requireUser } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { findTenancyAccess } from './access.ts';

export const tags = ['tenancies'];
export const ZTenancyParams = z.object({ id: ZRecordId });
export const ZVersionParams = ZTenancyParams.extend({ versionId: ZRecordId });
export const ZReportParams = ZTenancyParams.extend({ kind: z.enum(REPORT_KINDS, { error: 'Report must be move_in or move_out' }) });
export const ZPeriodParams = ZTenancyParams.extend({ period: ZPeriod });
export const ZRepairParams = ZTenancyParams.extend({ repairId: ZRecordId });
export const ZDeductionParams = ZTenancyParams.extend({ deductionId: ZRecordId });

export const readErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
export const writeErrors = { ...readErrors, 413: ZErrorResponse, 429: ZErrorResponse };
export const ZPdfResponse = z.unknown().describe('The PDF itself (Content-Disposition: attachment)');

/** Signed in, then the tenancy visible to the caller (else the 404 of one that does not exist), then the body. */
export const tenancyWrite = (db: Db) =>
  authorizeFirst((viewer, { id }: { id: number }) => findTenancyAccess(db, viewer, id), { before: [requireUser(), limitRequests('tenancy-write')] });

export const tenancyRead = (db: Db) =>
  authorizeFirst((viewer, { id }: { id: number }) => findTenancyAccess(db, viewer, id), { before: [requireUser()] });

export const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
