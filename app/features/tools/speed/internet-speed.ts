/**
 * The browser side of the internet speed test (ADR 015), measured the way
 * LibreSpeed measures: several parallel streams per direction, a warm-up
 * ("grace") period whose bytes are discarded while TCP ramps up, and a stop
 * by time rather than by size, so slow and fast lines both finish on time.
 */

export type SpeedPhase = "ping" | "download" | "upload";

export type SpeedSettings = {
  ping: { count: number };
  download: { streams: number; durationMs: number; graceMs: number; requestBytes: number };
  upload: { streams: number; durationMs: number; graceMs: number; requestBytes: number };
};

const MiB = 1024 * 1024;

export const defaultSpeedSettings: SpeedSettings = {
  ping: { count: 10 },
  download: { streams: 6, durationMs: 10_000, graceMs: 1_500, requestBytes: 64 * MiB },
  upload: { streams: 3, durationMs: 10_000, graceMs: 1_500, requestBytes: 16 * MiB },
};

export type SpeedProgress = {
  phase: SpeedPhase;
  /** Share of the whole test done, 0 to 1. */
  progress: number;
  /** Throughput so far in this phase (after the warm-up once it has passed). */
  mbps?: number;
  pingMs?: number;
};

export type SpeedResults = {
  downloadMbps: number;
  uploadMbps: number;
  pingMs: number;
  jitterMs: number;
  /** Bytes counted after the warm-up, each direction. */
  downloadBytes: number;
  uploadBytes: number;
};

export class SpeedTestError extends Error {
  readonly phase: SpeedPhase;
  constructor(phase: SpeedPhase, message: string) {
    super(message);
    this.name = "SpeedTestError";
    this.phase = phase;
  }
}

/** Megabits per second from bytes over milliseconds. */
export const toMbps = (bytes: number, ms: number) => (ms > 0 ? (bytes * 8) / (ms * 1000) : 0);

/** Median round trip and jitter (mean absolute difference of consecutive samples, as RFC 3550 reads it, unsmoothed). */
export function latencyStats(samples: number[]): { pingMs: number; jitterMs: number } {
  if (samples.length === 0) return { pingMs: 0, jitterMs: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const pingMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  let total = 0;
  for (let i = 1; i < samples.length; i++) total += Math.abs(samples[i]! - samples[i - 1]!);
  return { pingMs, jitterMs: samples.length > 1 ? total / (samples.length - 1) : 0 };
}

/**
 * Counts bytes for one direction and reports throughput after the warm-up:
 * bytes that arrive before `graceMs` are not counted, and the clock restarts there.
 */
export class ThroughputMeter {
  private bytes = 0;
  private baseBytes = 0;
  private baseTime: number;
  private graced = false;
  private readonly start: number;
  private readonly graceMs: number;

  constructor(start: number, graceMs: number) {
    this.start = start;
    this.graceMs = graceMs;
    this.baseTime = start;
  }

  add(bytes: number, now: number) {
    this.tick(now);
    this.bytes += bytes;
  }

  /** Passes the warm-up mark when due (call it on a timer too). */
  tick(now: number) {
    if (!this.graced && now - this.start >= this.graceMs) {
      this.graced = true;
      this.baseBytes = this.bytes;
      this.baseTime = now;
    }
  }

  counted(): number {
    return this.bytes - this.baseBytes;
  }

  mbps(now: number): number {
    this.tick(now);
    return toMbps(this.counted(), now - this.baseTime);
  }
}

type RunOptions = {
  base?: string;
  settings?: SpeedSettings;
  signal?: AbortSignal;
  onProgress?: (progress: SpeedProgress) => void;
  now?: () => number;
};

const cacheBust = () => Math.random().toString(36).slice(2, 10);

/** Runs ping, download and upload in turn; throws SpeedTestError when a phase cannot complete. */
export async function runSpeedTest(options: RunOptions = {}): Promise<SpeedResults> {
  const base = options.base ?? "/api/tools/speed-test";
  const settings = options.settings ?? defaultSpeedSettings;
  const now = options.now ?? (() => performance.now());
  const report = options.onProgress ?? (() => {});
  const total = settings.download.durationMs + settings.upload.durationMs + settings.ping.count * 50;
  const pingShare = (settings.ping.count * 50) / total;
  const downloadShare = settings.download.durationMs / total;

  const samples = await measurePing(base, settings.ping.count, options.signal, now, (done, last) =>
    report({ phase: "ping", progress: pingShare * done, pingMs: last }),
  );
  const latency = latencyStats(samples);

  const download = await measureDirection("download", base, settings.download, options.signal, now, (fraction, mbps) =>
    report({ phase: "download", progress: pingShare + downloadShare * fraction, mbps, pingMs: latency.pingMs }),
  );
  const upload = await measureDirection("upload", base, settings.upload, options.signal, now, (fraction, mbps) =>
    report({ phase: "upload", progress: pingShare + downloadShare + (1 - pingShare - downloadShare) * fraction, mbps, pingMs: latency.pingMs }),
  );
  return { ...latency, downloadMbps: download.mbps, uploadMbps: upload.mbps, downloadBytes: download.bytes, uploadBytes: upload.bytes };
}

async function measurePing(
  base: string,
  count: number,
  signal: AbortSignal | undefined,
  now: () => number,
  onSample: (fraction: number, lastMs: number) => void,
): Promise<number[]> {
  const samples: number[] = [];
  // One extra round trip first: it opens the connection, and is not counted.
  for (let i = 0; i <= count; i++) {
    const url = new URL(`${base}/ping?r=${cacheBust()}`, location.href).toString();
    const started = now();
    const response = await fetch(url, { cache: "no-store", signal }).catch((error: unknown) => {
      throw signal?.aborted ? error : new SpeedTestError("ping", String(error));
    });
    if (!response.ok) throw new SpeedTestError("ping", `ping answered ${response.status}`);
    const elapsed = networkTime(url) ?? now() - started;
    if (i > 0) {
      samples.push(elapsed);
      onSample(i / count, elapsed);
    }
  }
  return samples;
}

/**
 * The request-to-first-byte time the browser itself recorded (Resource
 * Timing), which leaves out script and event-loop delays, as LibreSpeed
 * prefers; undefined where the browser does not expose it.
 */
function networkTime(url: string): number | undefined {
  const entry = performance.getEntriesByName(url, "resource").at(-1) as PerformanceResourceTiming | undefined;
  if (!entry || entry.requestStart <= 0 || entry.responseStart <= entry.requestStart) return undefined;
  return entry.responseStart - entry.requestStart;
}

type DirectionSettings = SpeedSettings["download"];

async function measureDirection(
  phase: "download" | "upload",
  base: string,
  settings: DirectionSettings,
  outer: AbortSignal | undefined,
  now: () => number,
  onProgress: (fraction: number, mbps: number) => void,
): Promise<{ mbps: number; bytes: number }> {
  const stop = new AbortController();
  const abortAll = () => stop.abort();
  outer?.addEventListener("abort", abortAll, { once: true });
  const start = now();
  const meter = new ThroughputMeter(start, settings.graceMs);
  let failure: unknown = null;
  const fail = (error: unknown) => {
    if (!stop.signal.aborted) {
      failure = error;
      stop.abort();
    }
  };
  const payload = phase === "upload" ? randomPayload(settings.requestBytes) : null;

  const stream = async (index: number) => {
    // Streams start a little apart, as LibreSpeed staggers them, so they do not all open at once.
    await delay(index * 100, stop.signal);
    while (!stop.signal.aborted) {
      if (phase === "download") await downloadOnce(base, settings.requestBytes, stop.signal, (bytes) => meter.add(bytes, now()));
      else await uploadOnce(base, payload!, stop.signal, (bytes) => meter.add(bytes, now()));
    }
  };

  const timer = setInterval(() => {
    const elapsed = now() - start;
    onProgress(Math.min(1, elapsed / settings.durationMs), meter.mbps(now()));
    if (elapsed >= settings.durationMs) stop.abort();
  }, 200);
  const streams = Array.from({ length: settings.streams }, (_, index) =>
    stream(index).catch((error: unknown) => (stop.signal.aborted ? undefined : fail(error))),
  );
  await Promise.all(streams);
  clearInterval(timer);
  outer?.removeEventListener("abort", abortAll);
  if (outer?.aborted) throw new DOMException("The test was stopped.", "AbortError");
  if (failure) throw failure instanceof SpeedTestError ? failure : new SpeedTestError(phase, String(failure));
  const end = now();
  const mbps = meter.mbps(end);
  if (meter.counted() === 0) throw new SpeedTestError(phase, "no bytes were measured");
  onProgress(1, mbps);
  return { mbps, bytes: meter.counted() };
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms === 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

async function downloadOnce(base: string, bytes: number, signal: AbortSignal, onBytes: (bytes: number) => void) {
  let response: Response;
  try {
    response = await fetch(`${base}/download?bytes=${bytes}&r=${cacheBust()}`, { cache: "no-store", signal });
  } catch (error) {
    if (signal.aborted) return;
    throw new SpeedTestError("download", String(error));
  }
  if (!response.ok || !response.body) throw new SpeedTestError("download", `download answered ${response.status}`);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onBytes(value.byteLength);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new SpeedTestError("download", String(error));
  }
}

/** Random bytes (incompressible), made once per test. */
function randomPayload(size: number): Blob {
  const block = new Uint8Array(MiB);
  for (let offset = 0; offset < block.length; offset += 65_536) crypto.getRandomValues(block.subarray(offset, offset + 65_536));
  const parts: Uint8Array[] = [];
  for (let left = size; left > 0; left -= block.length) parts.push(left >= block.length ? block : block.subarray(0, left));
  return new Blob(parts as BlobPart[], { type: "application/octet-stream" });
}

/** XMLHttpRequest rather than fetch: only it reports upload progress while the body is still going out. */
function uploadOnce(base: string, payload: Blob, signal: AbortSignal, onBytes: (bytes: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const request = new XMLHttpRequest();
    let sent = 0;
    const onAbort = () => request.abort();
    signal.addEventListener("abort", onAbort, { once: true });
    const finish = (error?: SpeedTestError) => {
      signal.removeEventListener("abort", onAbort);
      if (error && !signal.aborted) reject(error);
      else resolve();
    };
    request.upload.onprogress = (event) => {
      onBytes(event.loaded - sent);
      sent = event.loaded;
    };
    request.onload = () => {
      if (request.status !== 200) return finish(new SpeedTestError("upload", `upload answered ${request.status}`));
      if (payload.size > sent) onBytes(payload.size - sent);
      finish();
    };
    request.onerror = () => finish(new SpeedTestError("upload", "upload failed"));
    request.onabort = () => finish();
    request.open("POST", `${base}/upload?r=${cacheBust()}`);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.send(payload);
  });
}
