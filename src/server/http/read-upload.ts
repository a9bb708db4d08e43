// Reads one multipart file into memory, up to the route's size limit. @fastify/multipart's
// toBuffer() reports the limit only once the part has ended, so a client could go on sending
// after the 10 MB mark and wait for its answer; this refuses at the first byte over the limit.
// Busboy drops the rest of the file as it arrives (nothing more is held), and the refusal goes
// out while the client is still sending.
import type { MultipartFile } from '@fastify/multipart';
import { badRequest } from './app-error.ts';

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
