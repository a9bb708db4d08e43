// Reads one multipart file into memory, up to the route's size limit. @fastify/multipart's
// toBuffer() reports the limit only once the part has ended, so a client could go on sending
// after the 10 MB mark and wait for its answer; this refuses at the first byte over the limit.
// Busboy drops the rest of the file as it arrives (nothing more is held), and the refusal goes
// out while the client is still sending.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { assertMultipartBoundary } from './multipart-boundary.ts';

export const MALFORMED_UPLOAD = 'The upload is not valid multipart form data';

export function readUpload(part: MultipartFile, tooLarge: () => Error): Promise<Buffer> {
  const { file } = part;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      chunks.length = 0;
      reject(tooLarge());
    };
    const cutShort = () => reject(badRequest('The upload ended before the file was complete'));
    // The limit may have been reached, or the client gone, before anyone listened.
    if (file.truncated) {
      refuse();
      return;
    }
    if (file.destroyed) {
      cutShort();
      return;
    }
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', refuse);
    file.once('end', () => (file.truncated ? refuse() : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
    // A client that goes away mid-file: settle rather than leave the request waiting (no-op after 'end').
    file.once('close', () => (file.truncated ? refuse() : cutShort()));
  });
}

/**
 * The one file of a multipart upload, with its boundary checked first: a body whose parts are
 * malformed or cut short (busboy's plain errors, which carry no status) is the client's 400, never a
 * 500; limits (413) and refusals keep their own answers.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { missing, tooLarge }: { missing: string; tooLarge: () => Error },
): Promise<{ bytes: Buffer; filename: string }> {
  if (request.isMultipart()) assertMultipartBoundary(request);
  try {
    const file = await request.file();
    if (!file) throw badRequest(missing, { file: missing });
    return { bytes: await readUpload(file, tooLarge), filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw badRequest(MALFORMED_UPLOAD, { file: MALFORMED_UPLOAD });
  }
}
