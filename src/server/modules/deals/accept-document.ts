// A deal document is a PDF, DOC or DOCX by its bytes (spec section 5, Document upload), not by
// its name or declared type: a renamed executable is refused. A DOCX must also be a sound zip that
// unpacks to a sane size (docx-archive.ts). A phone photo of a paper (JPEG, PNG, WebP) is checked as
// listing pictures are: by its bytes, decoded, and written anew as JPEG without its metadata.
import { fileTypeFromBuffer } from 'file-type';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { AppError } from '#server/http/app-error.ts';
import { encodeDocumentPhoto } from '../uploads/image-store.ts';
import { inspectDocx } from './docx-archive.ts';

export type DocumentKind = { extension: 'pdf' | 'doc' | 'docx' | 'jpg'; contentType: string };

const PDF: DocumentKind = { extension: 'pdf', contentType: 'application/pdf' };
const DOC: DocumentKind = { extension: 'doc', contentType: 'application/msword' };
const DOCX: DocumentKind = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PHOTO: DocumentKind = { extension: 'jpg', contentType: 'image/jpeg' };
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const OLE2_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** Every Word 97-2003 file holds a stream of this name in its directory (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** OLE2 is a container (also .xls, .ppt, .msi): a .doc is one with a WordDocument stream. */
function isWordBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(OLE2_MAGIC) && bytes.includes(WORD_STREAM);
}

export async function detectDocument(bytes: Buffer): Promise<DocumentKind | null> {
  if (isWordBinary(bytes)) return DOC;
  const kind = await fileTypeFromBuffer(bytes);
  if (kind?.mime === PDF.contentType) return PDF;
  // file-type reads the zip's [Content_Types].xml (or its word/ folder) to tell docx from xlsx, jar, ...
  if (kind?.ext === 'docx') return DOCX;
  return null;
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** A zip is judged by its index before anything reads inside it (docx-archive.ts). */
async function refuseUnsafeArchive(bytes: Buffer): Promise<void> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return;
  const verdict = await inspectDocx(bytes);
  if (verdict.ok) return;
  if (verdict.reason === 'not-a-docx') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DEAL_MESSAGES.wrongDocumentType, { file: `Not a Word document: ${verdict.detail}` });
  }
  const message = `This DOCX file cannot be accepted: ${verdict.detail}. Please upload it as a PDF.`;
  throw new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
}

/** A photo's re-encoded bytes, or an error naming the file when it cannot be decoded. */
async function acceptPhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await encodeDocumentPhoto(bytes);
  } catch (error) {
    // Decoding works on bytes in memory: any failure here is the photo's, not the server's.
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Photo is too large (max 40 megapixels)', { file: 'Photo is too large (max 40 megapixels)' });
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DEAL_MESSAGES.notAPhoto, { file: DEAL_MESSAGES.notAPhoto });
  }
}

/** What the file is and the bytes to keep: a document as sent, a photo written anew. */
export async function acceptDocument(bytes: Buffer): Promise<{ kind: DocumentKind; bytes: Buffer }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', DEAL_MESSAGES.selectFile, { file: DEAL_MESSAGES.selectFile });
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && PHOTO_TYPES.has(sniffed.mime)) return { kind: PHOTO, bytes: await acceptPhoto(bytes) };
  await refuseUnsafeArchive(bytes);
  const kind = await detectDocument(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DEAL_MESSAGES.wrongDocumentType);
  return { kind, bytes };
}

/**
 * The name shown and offered on download: the client's base name without paths or control
 * characters, ending in the extension of what the file really is.
 */
export function documentFileName(clientName: string | undefined, kind: DocumentKind): string {
  const base = ((clientName ?? '').split(/[\\/]/).pop() ?? '')
    // Control characters, characters that break headers or file systems, and bidi controls that
    // make a name read as something else (after U+202E, 'fdp.exe' shows as 'exe.pdf').
    // eslint-disable-next-line no-control-regex -- control characters are what this removes.
    .replace(/[\u0000-\u001f\u007f"*:<>?|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.(pdf|docx?|jpe?g|png|webp)$/i, '')
    .slice(0, 120)
    .trim();
  return notADevice(`${base || 'document'}.${kind.extension}`);
}

/** Names Windows keeps for devices, whatever follows a dot: 'CON.pdf' saved from a browser opens the console. */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;

/** 'CON.pdf' becomes 'CON_.pdf': a file name every system saves as a file. */
function notADevice(fileName: string): string {
  const dot = fileName.indexOf('.');
  const stem = dot < 0 ? fileName : fileName.slice(0, dot);
  const trimmed = stem.replace(/[ .]+$/, '');
  return DEVICE_NAME.test(fileName) || DEVICE_NAME.test(trimmed) ? `${trimmed}_${fileName.slice(stem.length)}` : fileName;
}

/** Content-Disposition for a download: an ASCII fallback plus the exact name (RFC 6266 / 5987). */
export function attachmentHeader(storedName: string): string {
  // Names stored before device names were renamed are renamed on the way out too.
  const fileName = notADevice(storedName);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
