// The buyer's documents (spec section 4: a buyer can upload a document to a deal). The file is
// checked and written first; its checksum row, the document row, the buyerDocUploaded flag and the
// timeline event then land in one transaction, and the file is removed again if that fails.
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { Db } from '#server/db/client.ts';
import { dealDocuments, deals } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { documentFileName, type DocumentKind } from './accept-document.ts';
import { canSeeDeal } from '#shared/policy/roles.ts';
import type { DocumentStore } from './document-store.ts';
import { findDealDocument, lockDeal, now, type DealDocumentRow, type DealTableRow } from './queries.ts';
import { recordDealEvent } from './record-event.ts';
import { firstRow } from '#server/db/rows.ts';

/** 404 unless the viewer sees the deal, 403 unless they are its buyer. */
export function assertBuyer<T extends Pick<DealTableRow, 'buyerId' | 'sellerId' | 'agentId'>>(
  viewer: Viewer,
  deal: T | undefined,
): asserts deal is T {
  if (!deal || !canSeeDeal(viewer, deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
  if (deal.buyerId !== viewer.id) throw forbidden(DEAL_MESSAGES.onlyBuyerUploads);
}

async function markUploaded(tx: Db, viewer: Viewer, deal: DealTableRow, fileName: string) {
  await tx.update(deals).set({ buyerDocUploaded: true, updatedAt: now }).where(eq(deals.id, deal.id));
  await recordDealEvent(tx, {
    dealId: deal.id,
    kind: 'DOCUMENT_UPLOADED',
    stage: deal.stage,
    eventDate: todayInIndia(),
    notes: fileName,
    actorId: viewer.id,
  });
}

type UploadInput = {
  db: Db;
  store: DocumentStore;
  viewer: Viewer;
  dealId: number;
  bytes: Buffer;
  kind: DocumentKind;
  clientName?: string;
};

export async function uploadDocument({ db, store, viewer, dealId, bytes, kind, clientName }: UploadInput): Promise<DealDocumentRow> {
  const fileName = documentFileName(clientName, kind);
  const documentId = await store.save(bytes, kind.contentType, async (tx, storageKey) => {
    const deal = await lockDeal(tx, dealId);
    assertBuyer(viewer, deal);
    const row = firstRow(
      await tx
        .insert(dealDocuments)
        .values({ dealId, uploadedBy: viewer.id, fileName, storageKey, contentType: kind.contentType, sizeBytes: bytes.length })
        .returning({ id: dealDocuments.id }),
    );
    await markUploaded(tx, viewer, deal, fileName);
    return row.id;
  });
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- inserted just above.
  return (await findDealDocument(db, dealId, documentId))!;
}

const DOCUMENT_PATH = /^\/api\/deals\/(\d{1,10})\/documents\/(\d{1,10})$/;

/** The document a docUrl names, if it is a download URL this server gave out (path or absolute). */
function documentIdOf(docUrl: string, dealId: number): number | null {
  let pathname: string;
  try {
    pathname = new URL(docUrl, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = DOCUMENT_PATH.exec(pathname);
  return match && Number(match[1]) === dealId ? Number(match[2]) : null;
}

/**
 * The spec's JSON form ({ docUrl }): accepted only for a document this server already stored on
 * this deal for this buyer, so nobody can attach a link to elsewhere. Marks the deal's flag if
 * it was not set (e.g. by an older client), otherwise changes nothing.
 */
export async function attachStoredDocument({
  db,
  store,
  viewer,
  dealId,
  docUrl,
}: {
  db: Db;
  store: DocumentStore;
  viewer: Viewer;
  dealId: number;
  docUrl: string;
}): Promise<DealDocumentRow> {
  const documentId = documentIdOf(docUrl, dealId);
  const document = documentId === null ? undefined : await findDealDocument(db, dealId, documentId);
  if (!document || document.uploadedBy !== viewer.id || !(await store.exists(document.storageKey))) {
    throw badRequest(DEAL_MESSAGES.unknownDocument, { docUrl: DEAL_MESSAGES.unknownDocument });
  }
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    assertBuyer(viewer, deal);
    if (!deal.buyerDocUploaded) await markUploaded(tx, viewer, deal, document.fileName);
  });
  return document;
}
