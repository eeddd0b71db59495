import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Logger } from "pino";

/**
 * The page cache (ADR 021): every public page rendered once per
 * content version, kept with its Brotli and gzip bodies and a strong ETag,
 * and sent as a static file would be. When the version changes, entries are
 * re-rendered in the background, most-requested first, while visitors keep
 * getting the previous page (stale-while-revalidate): nobody waits for a
 * render except the very first visitor of a page nobody has asked for yet.
 * Brotli runs at a fast quality first, so a page is ready at once, and at
 * the best quality later, when nothing else is waiting: the best quality
 * is much slower and only a little smaller (figures in ADR 021).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a render produced, before it is prepared for sending. */
export type RenderedPage = { status: number; headers: Record<string, string>; body: string };

export type CachedPage = {
  key: string;
  version: string;
  status: number;
  /** Response headers of the render (Content-Type, Content-Security-Policy…). */
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong: the same bytes always have the same tag, whichever encoding is sent. */
  etag: string;
  bytes: number;
  hits: number;
  /** Whether `br` is at the best quality yet. */
  bestBrotli: boolean;
};

export type PageCacheOptions = {
  /** Renders the page a key names, for the content of `version`; undefined when it must not be kept (another status than expected). */
  render: (key: string, version: string) => Promise<RenderedPage | undefined>;
  /** Bytes all entries may take together (identity, Brotli and gzip bodies). */
  maxBytes: number;
  logger: Logger;
};

const quickBrotli = 5;
const bestBrotli = 11;

function brotliOf(body: Buffer, quality: number) {
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The version a key's page must be of: the content's, and for pages that show articles, theirs too. */
export type VersionOf = (key: string) => Promise<string>;

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stale: number; renders: number; evictions: number };

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | undefined>>();
  /** Keys waiting for a background render, in the order they will run. */
  const queue: string[] = [];
  let working = false;
  /** How the background worker reads the current version: the latest one it was given (a caller's may be a snapshot). */
  let latestVersionOf: VersionOf = async () => "";
  let closed = false;
  let bytes = 0;
  const stats: PageCacheStats = { entries: 0, bytes: 0, hits: 0, misses: 0, stale: 0, renders: 0, evictions: 0 };

  async function prepare(key: string, version: string, page: RenderedPage): Promise<CachedPage> {
    const identity = Buffer.from(page.body, "utf8");
    const [br, gz] = await Promise.all([brotliOf(identity, quickBrotli), gzipAsync(identity, { level: 9 })]);
    const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`;
    return {
      key,
      version,
      status: page.status,
      headers: page.headers,
      identity,
      br,
      gzip: gz,
      etag,
      bytes: identity.length + br.length + gz.length,
      hits: 0,
      bestBrotli: false,
    };
  }

  function store(entry: CachedPage) {
    const previous = entries.get(entry.key);
    if (previous) {
      bytes -= previous.bytes;
      entry.hits = previous.hits;
      entries.delete(entry.key);
    }
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    // The least recently used go first (a Map keeps insertion order; a hit moves its entry to the end).
    while (bytes > options.maxBytes && entries.size > 1) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      entries.delete(oldestKey);
      bytes -= oldest.bytes;
      stats.evictions += 1;
    }
  }

  /** Renders a key once however many ask at the same time. */
  function renderOnce(key: string, version: string): Promise<CachedPage | undefined> {
    const running = pending.get(key);
    if (running) return running;
    const job = (async () => {
      stats.renders += 1;
      const page = await options.render(key, version);
      if (!page) return undefined;
      const entry = await prepare(key, version, page);
      if (!closed) store(entry);
      return entry;
    })().finally(() => pending.delete(key));
    pending.set(key, job);
    return job;
  }

  /** Background renders, one at a time, so visitors' requests keep the CPU. */
  async function work(versionOf: VersionOf) {
    latestVersionOf = versionOf;
    if (working) return;
    working = true;
    try {
      // Renders first; Brotli at its best only while nothing waits (it stops when a key is queued, and the loop goes on).
      for (;;) {
        await drain();
        await improveBrotli();
        if (queue.length === 0 || closed) break;
      }
    } finally {
      working = false;
    }
  }

  async function drain() {
    while (queue.length > 0 && !closed) {
      const key = queue[0]!;
      try {
        const version = await latestVersionOf(key);
        if (entries.get(key)?.version !== version) await renderOnce(key, version);
      } catch (error) {
        options.logger.error({ err: error, key }, "page cache: background render failed; the previous page stays");
      } finally {
        // Taken off only once done, so busy() holds until the last render is kept.
        const at = queue.indexOf(key);
        if (at >= 0) queue.splice(at, 1);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The smallest Brotli bodies, one entry at a time, while no render is waiting. */
  async function improveBrotli() {
    for (const entry of [...entries.values()].sort((a, b) => b.hits - a.hits)) {
      if (closed || queue.length > 0) return;
      if (entry.bestBrotli || entries.get(entry.key) !== entry) continue;
      const br = await brotliOf(entry.identity, bestBrotli);
      // Replaced meanwhile (a newer version): the new entry gets its own turn.
      if (entries.get(entry.key) !== entry) continue;
      bytes += br.length - entry.br.length;
      entry.bytes += br.length - entry.br.length;
      entry.br = br;
      entry.bestBrotli = true;
    }
  }

  function refreshLater(key: string, versionOf: VersionOf, first = false) {
    const at = queue.indexOf(key);
    if (at >= 0) {
      if (!first) return;
      queue.splice(at, 1);
    }
    if (first) queue.unshift(key);
    else queue.push(key);
    void work(versionOf);
  }

  return {
    /** The page kept for a key if it is of this version (counted as a hit), without waiting for anything. */
    fresh(key: string, version: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Moved to the young end of the LRU order now and then, not at every hit: a page asked for
      // this often is never the one evicted, and the move is most of what a hit costs.
      if ((entry.hits & 15) === 0) {
        entries.delete(key);
        entries.set(key, entry);
      }
      entry.hits += 1;
      stats.hits += 1;
      return entry;
    },
    /**
     * The page for a key at the current version: fresh from the cache; stale
     * from the cache while a background render replaces it; or rendered now
     * when nothing is kept yet. Undefined when the page cannot be cached.
     */
    async get(key: string, versionOf: VersionOf): Promise<CachedPage | undefined> {
      const version = await versionOf(key);
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
        entry.hits += 1;
        if (entry.version === version) stats.hits += 1;
        else {
          stats.stale += 1;
          // Someone wants this page now: it jumps the queue.
          refreshLater(key, versionOf, true);
        }
        return entry;
      }
      stats.misses += 1;
      const rendered = await renderOnce(key, version);
      void work(versionOf);
      return rendered;
    },
    /** Queues keys for a background render (at start, and for every kept page after a publish), most-requested first. */
    warm(keys: Iterable<string>, versionOf: VersionOf) {
      const ordered = [...new Set(keys)].sort((a, b) => (entries.get(b)?.hits ?? 0) - (entries.get(a)?.hits ?? 0));
      for (const key of ordered) refreshLater(key, versionOf);
    },
    /** Every key kept now. */
    keys: () => [...entries.keys()],
    /** The version a kept key's page is of. */
    versionOfKept: (key: string) => entries.get(key)?.version,
    /** True while background renders are queued or running. */
    busy: () => queue.length > 0 || pending.size > 0,
    /** True while anything is left to do in the background, Brotli at its best quality included. */
    working: () => working,
    stats: (): PageCacheStats => ({ ...stats, entries: entries.size, bytes }),
    close() {
      closed = true;
      queue.length = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

const encodings = new Map<string, "br" | "gzip" | "identity">();

/** Which body to send for an Accept-Encoding header: Brotli, then gzip, else none (the few headers browsers send are remembered). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const header = acceptEncoding ?? "";
  let chosen = encodings.get(header);
  if (!chosen) {
    chosen = parseEncoding(header);
    if (encodings.size < 100) encodings.set(header, chosen);
  }
  return chosen;
}

function parseEncoding(acceptEncoding: string): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}
