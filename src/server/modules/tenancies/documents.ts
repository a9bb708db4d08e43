// The tenancy's PDFs, each from the same reading of the tenancy its page shows: the terms (the agent
// may print them too), the condition reports, the settlement, receipts and the yearly statement.
import type { TReportKind } from '#shared/contracts/tenancy.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { assertParty, findTenancyAccess } from './access.ts';
import { receiptPdf, statementPdf } from './pdf/rent-pdfs.ts';
import { reportPdf, settlementPdf, termsPdf } from './pdf/record-pdfs.ts';
import { presentTenancy } from './read-tenancy.ts';
import { readReceipt, readStatement } from './statement.ts';

type Options = { db: Db; keys: DataKeyRing; clock: Clock; viewer: Viewer; tenancyId: number };

async function tenancyFor(options: Options, { partiesOnly }: { partiesOnly: boolean }) {
  const access = await findTenancyAccess(options.db, options.viewer, options.tenancyId);
  if (partiesOnly) assertParty(access);
  const tenancy = await presentTenancy(options.db, options.keys, options.clock, access);
  const header = { address: tenancy.address, ownerName: tenancy.owner?.name ?? '', tenantName: tenancy.tenant?.name ?? '' };
  return { tenancy, header };
}

export async function termsDocument(options: Options & { versionId: number }): Promise<Uint8Array> {
  const { tenancy, header } = await tenancyFor(options, { partiesOnly: false });
  const version = tenancy.termVersions.find((v) => v.id === options.versionId);
  if (!version) throw notFound('Version not found');
  return termsPdf(version, header);
}

export async function reportDocument(options: Options & { kind: TReportKind }): Promise<Uint8Array> {
  const { tenancy, header } = await tenancyFor(options, { partiesOnly: true });
  const report = options.kind === 'move_in' ? tenancy.reports?.moveIn : tenancy.reports?.moveOut;
  if (!report) throw notFound('There is no such report yet');
  return reportPdf(report, header);
}

export async function settlementDocument(options: Options): Promise<Uint8Array> {
  const { tenancy, header } = await tenancyFor(options, { partiesOnly: true });
  if (!tenancy.settlement) throw conflict('The settlement follows the move-out report');
  return settlementPdf(tenancy.settlement, header);
}

export const receiptDocument = async (options: Options & { period: string }) => receiptPdf(await readReceipt(options));
export const statementDocument = async (options: Options & { year: number }) => statementPdf(await readStatement(options));
