// A .docx is a zip archive. Before one is kept, its central directory (the index at the end of
// the zip) is read without inflating anything and the file is refused if the index declares more
// than a Word document ever needs: too many parts, too many bytes unpacked, or a compression
// ratio only archive bombs reach. Then every part is inflated into a counter (nothing is kept),
// because a bomb can lie in its index: a part that unpacks to more than it declared is refused.
import zlib from 'node:zlib';

const MB = 1024 * 1024;
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxUnpackedBytes: 100 * MB,
  maxRatio: 100,
  /** Below this much unpacked, the ratio says nothing: a few KB of repetitive XML compress well. */
  ratioFloorBytes: 1 * MB,
} as const;

const END_RECORD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_RECORD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const SATURATED_16 = 0xffff;
const SATURATED_32 = 0xffffffff;

type Entry = { name: string; method: number; encrypted: boolean; packed: number; unpacked: number; localOffset: number };

export type DocxVerdict = { ok: true; entries: number; unpackedBytes: number } | { ok: false; reason: 'not-a-docx' | 'too-large'; detail: string };

const notADocx = (detail: string): DocxVerdict => ({ ok: false, reason: 'not-a-docx', detail });
const tooLarge = (detail: string): DocxVerdict => ({ ok: false, reason: 'too-large', detail });

class Malformed extends Error {}

function u32(bytes: Buffer, at: number): number {
  if (at < 0 || at + 4 > bytes.length) throw new Malformed('the archive is cut short');
  return bytes.readUInt32LE(at);
}
function u16(bytes: Buffer, at: number): number {
  if (at < 0 || at + 2 > bytes.length) throw new Malformed('the archive is cut short');
  return bytes.readUInt16LE(at);
}
function u64(bytes: Buffer, at: number): number {
  if (at < 0 || at + 8 > bytes.length) throw new Malformed('the archive is cut short');
  const value = bytes.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/** The end record is the last 22 bytes plus a comment of up to 64 KiB; its comment length must reach the end exactly. */
function findEndRecord(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - SATURATED_16); at--) {
    if (bytes.readUInt32LE(at) === END_RECORD && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  throw new Malformed('it is not a zip archive');
}

function directoryOf(bytes: Buffer): { count: number; offset: number; size: number } {
  const end = findEndRecord(bytes);
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const offset = u32(bytes, end + 16);
  if (count !== SATURATED_16 && size !== SATURATED_32 && offset !== SATURATED_32) return { count, offset, size };
  // ZIP64: the real values are in a second end record that a locator just before this one points to.
  if (u32(bytes, end - 20) !== ZIP64_LOCATOR) throw new Malformed('its ZIP64 locator is missing');
  const end64 = u64(bytes, end - 20 + 8);
  if (u32(bytes, end64) !== ZIP64_END_RECORD) throw new Malformed('its ZIP64 end record is missing');
  return { count: u64(bytes, end64 + 32), size: u64(bytes, end64 + 40), offset: u64(bytes, end64 + 48) };
}

/** Sizes and offset that do not fit 32 bits sit in the ZIP64 extra field (id 1), in this order. */
function applyZip64(entry: Entry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 1) continue;
    let field = at + 4;
    for (const key of ['unpacked', 'packed', 'localOffset'] as const) {
      if (entry[key] !== SATURATED_32) continue;
      entry[key] = u64(extra, field);
      field += 8;
    }
    return;
  }
}

function* centralEntries(bytes: Buffer, offset: number, size: number): Generator<Entry> {
  const stop = offset + size;
  if (stop > bytes.length) throw new Malformed('its index points past the end of the file');
  for (let at = offset; at < stop;) {
    if (u32(bytes, at) !== CENTRAL_ENTRY) throw new Malformed('its index is damaged');
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const entry: Entry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: u16(bytes, at + 10),
      encrypted: (u16(bytes, at + 8) & 1) === 1,
      packed: u32(bytes, at + 20),
      unpacked: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    };
    applyZip64(entry, bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    yield entry;
    at += 46 + nameLength + extraLength + commentLength;
  }
}

function dataOf(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (u32(bytes, at) !== LOCAL_ENTRY) throw new Malformed(`the part ${entry.name} is missing`);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + entry.packed > bytes.length) throw new Malformed(`the part ${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.packed);
}

/** Inflates into a counter: 'larger' as soon as more than `declared` bytes come out. */
function inflatesTo(data: Buffer, declared: number): Promise<'as-declared' | 'larger' | 'damaged'> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = zlib.createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > declared) {
        inflate.destroy();
        resolve('larger');
      }
    });
    inflate.on('end', () => resolve(size === declared ? 'as-declared' : 'damaged'));
    inflate.on('error', () => resolve('damaged'));
    inflate.end(data);
  });
}

function judgeIndex(entries: Entry[]): DocxVerdict | null {
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return notADocx('it has no Word document inside');
  if (entries.some((e) => e.encrypted || (e.method !== STORED && e.method !== DEFLATED)))
    return notADocx('it uses zip encryption or compression Word does not');
  if (entries.some((e) => e.method === STORED && e.packed !== e.unpacked)) return notADocx('its index is damaged');
  const unpacked = entries.reduce((sum, e) => sum + e.unpacked, 0);
  const packed = entries.reduce((sum, e) => sum + e.packed, 0);
  if (unpacked > DOCX_LIMITS.maxUnpackedBytes) return tooLarge(`it unpacks to more than ${DOCX_LIMITS.maxUnpackedBytes / MB} MB`);
  if (unpacked > DOCX_LIMITS.ratioFloorBytes && unpacked > packed * DOCX_LIMITS.maxRatio) {
    return tooLarge(`it is compressed more than ${DOCX_LIMITS.maxRatio} to 1, as archive bombs are`);
  }
  return null;
}

export async function inspectDocx(bytes: Buffer): Promise<DocxVerdict> {
  try {
    const directory = directoryOf(bytes);
    if (directory.count > DOCX_LIMITS.maxEntries) return tooLarge(`it holds more than ${DOCX_LIMITS.maxEntries} parts`);
    const entries: Entry[] = [];
    for (const entry of centralEntries(bytes, directory.offset, directory.size)) {
      // The count in the end record may itself lie; the index is never walked past the limit.
      if (entries.push(entry) > DOCX_LIMITS.maxEntries) return tooLarge(`it holds more than ${DOCX_LIMITS.maxEntries} parts`);
    }
    if (entries.length !== directory.count) throw new Malformed('its index is damaged');
    const verdict = judgeIndex(entries);
    if (verdict) return verdict;
    for (const entry of entries) {
      const data = dataOf(bytes, entry);
      if (entry.method !== DEFLATED) continue;
      const result = await inflatesTo(data, entry.unpacked);
      if (result === 'larger') return tooLarge(`the part ${entry.name} unpacks to more than its index says`);
      if (result === 'damaged') throw new Malformed(`the part ${entry.name} is damaged`);
    }
    return { ok: true, entries: entries.length, unpackedBytes: entries.reduce((sum, e) => sum + e.unpacked, 0) };
  } catch (error) {
    if (error instanceof Malformed) return notADocx(error.message);
    throw error;
  }
}
