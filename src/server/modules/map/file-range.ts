// The operator's PMTiles file, served with HTTP range requests: the map reads a few kilobytes of it
// per tile, never the whole archive.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PMTILES_PATH = '/map/tiles.pmtiles';

/** A single range (bytes=a-b, bytes=a-, bytes=-n) within `size`, or null when there is none to honour. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export async function sendFileRange(request: FastifyRequest, reply: FastifyReply, file: string) {
  const { size, mtimeMs } = await fs.promises.stat(file);
  const range = parseRange(request.headers.range, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', 'application/vnd.pmtiles')
    .header('etag', `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (!range) return reply.header('content-length', size).send(fs.createReadStream(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(file, range));
}
