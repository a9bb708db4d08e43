// Rendered pages kept ready to send: per URL, under the listings version read
// before the page was made (every page is a visitor's view of listings, localities and property
// types, and each of those moves the version: migration 0004), so a page found under the current
// version is what rendering it again would give. Each is kept as bytes, and compressed once per
// encoding a browser asks for, as @fastify/compress would choose it: a kept page costs the version
// read and a copy to the socket, neither rendering (10-25 ms of CPU) nor compression again. A page
// made again under another version that comes out the same is kept under both: on PostgreSQL the
// version is the change feed's key, or a number read from the database for the moment the feed cannot
// tell (listings-version.ts), and without this a page asked for in that moment was made again twice,
// once under the number and once more when the key was back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, encodedCopy, varyOnEncoding, type EncodedCopies } from '../http/encodings.ts';
import type { KeptBytes } from '../cache/kept-bytes.ts';
import { leastUsed, markUsed, nextStamp, type Placed, type UseStamp } from '../cache/use-stamps.ts';
import type { ListingsVersion, ListingsVersions } from '../cache/listings-version.ts';
import { countCacheLookup } from '../metrics/process-metrics.ts';

/**
 * A page as the server sends it: its status and its whole HTML. `isUnchanged`, for a page made from
 * nothing but its first view's answers (first-view-calls.ts), tells whether those answers are the
 * same now: if so, making the page again would give the same page.
 */
export type Page = { status: number; html: string; isUnchanged?: () => Promise<boolean> };

export type KeptPage = {
  key: string;
  /** Versions the page was made under, newest last: it is what rendering under any of them gives. */
  versions: ListingsVersion[];
  status: number;
  body: Buffer;
  encoded: EncodedCopies;
  bytes: number;
  isUnchanged?: () => Promise<boolean>;
} & UseStamp &
  Placed;

/** `shared`: the app's total for every kept answer (kept-bytes.ts), which pages count against too. */
export type PageLimits = { pages: number; bytes: number; shared?: KeptBytes };

/** Versions a page is kept under at most: the feed's key and a read number, and a few writes that left it as it was. */
const MAX_VERSIONS = 4;

export class KeptPages {
  /** In the order the pages took their place (use-stamps.ts). */
  private readonly byKey = new Map<string, KeptPage>();
  private readonly rendering = new Map<string, { version: ListingsVersion; kept: Promise<KeptPage> }>();
  private bytes = 0;

  constructor(
    private readonly versions: ListingsVersions,
    private readonly limits: PageLimits,
  ) {}

  /**
   * The page kept under the current version, or `render`'s, then kept. Askers of one page under one
   * version share one rendering. A failed rendering is not kept: the error goes to the caller.
   */
  async page(key: string, render: () => Promise<Page>): Promise<KeptPage> {
    const version = await this.versions.read();
    const kept = this.byKey.get(key);
    const isHit = kept?.versions.includes(version) === true;
    countCacheLookup('pages', isHit);
    if (kept && isHit) {
      markUsed(kept);
      return kept;
    }
    const running = this.rendering.get(key);
    if (running?.version === version) return running.kept;
    const rendered = this.again(key, version, kept, render);
    this.rendering.set(key, { version, kept: rendered });
    try {
      return await rendered;
    } finally {
      if (this.rendering.get(key)?.kept === rendered) this.rendering.delete(key);
    }
  }

  /**
   * After a listing change, a page whose answers are all as they were is kept under the new version
   * too (a new listing changes no other listing's page): its answers cost service calls (reading the
   * rows and totals searches keep), where a rendering costs 10-25 ms of CPU.
   */
  private async again(key: string, version: ListingsVersion, kept: KeptPage | undefined, render: () => Promise<Page>): Promise<KeptPage> {
    if (kept?.isUnchanged && (await kept.isUnchanged().catch(() => false)) && this.byKey.get(key) === kept) {
      kept.versions = [...kept.versions.slice(1 - MAX_VERSIONS), version];
      return kept;
    }
    return this.keep(key, version, await render());
  }

  /** Sends a kept page in the encoding the browser takes, compressing it for that encoding once. */
  async send(request: FastifyRequest, reply: FastifyReply, kept: KeptPage): Promise<FastifyReply> {
    const encoding = chooseEncoding(request);
    const body =
      encoding === 'identity'
        ? kept.body
        : await encodedCopy(kept.encoded, kept.body, encoding, (copy) => {
            // A page forgotten (or replaced) meanwhile no longer counts.
            if (this.byKey.get(kept.key) !== kept) return;
            kept.bytes += copy.length;
            this.bytes += copy.length;
            this.count(kept);
            this.trim(kept.key);
          });
    reply.status(kept.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    varyOnEncoding(reply);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  }

  private keep(key: string, version: ListingsVersion, page: Page): KeptPage {
    const body = Buffer.from(page.html);
    const same = this.byKey.get(key);
    if (same?.status === page.status && same.body.equals(body)) {
      // The same page under one more version: its compressed copies still hold.
      same.versions = [...same.versions.slice(1 - MAX_VERSIONS), version];
      same.isUnchanged = page.isUnchanged;
      markUsed(same);
      return same;
    }
    const now = nextStamp();
    const kept: KeptPage = {
      usedAt: now,
      placedAt: now,
      key,
      versions: [version],
      status: page.status,
      body,
      encoded: new Map(),
      bytes: body.length,
      isUnchanged: page.isUnchanged,
    };
    this.forget(key);
    this.byKey.set(key, kept);
    this.bytes += kept.bytes;
    this.count(kept);
    this.trim(key);
    return kept;
  }

  /** Counts a kept page, at its bytes now, against the app's total: it goes when that total needs room. */
  private count(kept: KeptPage): void {
    this.limits.shared?.count(kept, kept.bytes, () => {
      if (this.byKey.get(kept.key) === kept) this.forget(kept.key);
    });
  }

  /** Forgets pages not used for longest until both limits hold; `spare`, the page just kept or grown, stays. */
  private trim(spare: string): void {
    while (this.byKey.size > this.limits.pages || this.bytes > this.limits.bytes) {
      const unused = leastUsed(this.byKey, (_, page) => page.usedAt, spare);
      if (unused === undefined) return;
      this.forget(unused);
    }
  }

  private forget(key: string): void {
    const kept = this.byKey.get(key);
    if (!kept) return;
    this.byKey.delete(key);
    this.bytes -= kept.bytes;
    this.limits.shared?.release(kept);
  }
}
