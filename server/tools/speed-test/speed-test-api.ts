import { randomBytes } from "node:crypto";
import express, { type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { clientKey } from "../../security/client-key";
import { parseToolInput, requestLang, sendToolError, type ServerTool, type ToolDeps } from "../tool-http";

/**
 * The internet speed test's server side (ADR 015), as LibreSpeed
 * does it: a download that streams incompressible bytes, an upload sink that
 * reads and counts the whole body, and a ping. Nothing is cached or
 * compressed (http/compression.ts leaves /api/tools/speed-test/ out), so
 * the bytes measured are the bytes sent.
 */

const MiB = 1024 * 1024;
/** One request's largest body either way; the browser asks again for more. */
export const maxTransferBytes = 64 * MiB;
/** Streams the whole server serves at once, whoever asks. */
const globalMaxStreams = 64;
/** Written at a time: small enough that a slow line still drains one within the idle time (64 KiB in 8 s is 64 kbit/s). */
const chunkBytes = 64 * 1024;

const noStore = (res: Response) => {
  res.setHeader("Cache-Control", "no-store, no-cache, no-transform");
  res.setHeader("Pragma", "no-cache");
};

const downloadQuery = z.object({
  bytes: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxTransferBytes)
    .default(16 * MiB),
  lang: z.enum(["ar", "en"]).optional(),
  r: z.string().max(40).optional(),
});

export function createSpeedTestTool(deps: ToolDeps): ServerTool {
  // 1 MiB of random bytes, sent over and over: no compressor finds structure
  // within its window, and generating it per request would cost CPU the
  // measurement needs.
  const noise = randomBytes(MiB);
  const active = new Map<string, number>();
  let activeTotal = 0;

  /** Caps the streams one IP (and everyone together) may hold open at once. */
  const streamSlot: RequestHandler = (req, res, next) => {
    const key = clientKey(req.ip);
    const mine = active.get(key) ?? 0;
    if (mine >= deps.config.tools.speedTestMaxConcurrent || activeTotal >= globalMaxStreams) {
      res.setHeader("Retry-After", "5");
      sendToolError(res, 429, requestLang(req), "busy", "tool-speed:internet.errors.busy");
      return;
    }
    active.set(key, mine + 1);
    activeTotal += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      activeTotal -= 1;
      const left = (active.get(key) ?? 1) - 1;
      if (left <= 0) active.delete(key);
      else active.set(key, left);
    };
    res.once("close", release);
    next();
  };

  // A test on a fast line makes a few hundred requests (each body is capped), so this limit is its own.
  const limit = deps.rateLimit("speed-test", { max: deps.config.tools.speedTestRateLimit });
  const { speedTestIdleMs: idleMs, speedTestByteBudget: byteBudget, rateWindowMs } = deps.config.tools;
  // What one visitor may move through the test per window, both ways together: on a fast line one client can pull gigabytes in seconds.
  // Counted in the shared store, so a visitor whose requests land on several instances still has one budget.
  // A budget fails closed: were the shared store down, each instance counting alone would grant it again.
  const bytes = deps.limiter({
    name: "speed-test-bytes",
    max: byteBudget,
    windowMs: rateWindowMs,
    failClosed: true,
    onStoreError: (error) => deps.logger.error({ err: error }, "speed test byte budget: the shared store failed; refusing"),
  });

  /** Counts `amount` bytes against the visitor's budget; past it, answers 429 and returns false. */
  async function spend(req: Request, res: Response, amount: number) {
    if (amount <= 0) return true;
    const verdict = await bytes.consume(clientKey(req.ip), amount);
    if (verdict.allowed) return true;
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    res.setHeader("Retry-After", String(seconds));
    sendToolError(res, 429, requestLang(req), "rate_limited", "tools:api.rateLimited", { count: Math.ceil(seconds / 60) });
    return false;
  }
  const router = express.Router();

  router.get("/speed-test/ping", limit, (_req, res) => {
    noStore(res);
    res.status(204).end();
  });

  router.get("/speed-test/download", limit, streamSlot, async (req: Request, res: Response) => {
    const input = parseToolInput(downloadQuery, req, res);
    if (!input) return;
    // The whole body is counted up front, so a refusal is a clean 429 rather than a cut stream.
    if (!(await spend(req, res, input.bytes))) return;
    noStore(res);
    res.setHeader("Content-Type", "application/octet-stream");
    res.setHeader("Content-Length", String(input.bytes));
    let left = input.bytes;
    let offset = 0;
    // A reader that stops reading would hold its slot for ever: no drain within the idle time closes it.
    let idle: NodeJS.Timeout | undefined;
    res.once("close", () => clearTimeout(idle));
    const pump = () => {
      clearTimeout(idle);
      while (left > 0 && !res.destroyed) {
        const size = Math.min(left, noise.length - offset, chunkBytes);
        const chunk = noise.subarray(offset, offset + size);
        offset = (offset + size) % noise.length;
        left -= size;
        if (left === 0) {
          res.end(chunk);
          return;
        }
        if (!res.write(chunk)) {
          idle = setTimeout(() => res.destroy(), idleMs);
          res.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });

  router.post("/speed-test/upload", limit, streamSlot, async (req: Request, res: Response) => {
    noStore(res);
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > maxTransferBytes) {
      sendToolError(res, 413, requestLang(req), "too_large", "tool-speed:internet.errors.tooLarge");
      req.resume();
      return;
    }
    // A declared body is counted up front; a chunked one as it arrives.
    if (!(await spend(req, res, declared))) {
      req.resume();
      return;
    }
    let received = 0;
    let refused = false;
    // A chunked body is counted a mebibyte at a time: one store write per chunk of a few KiB would cost more than the bytes.
    let uncounted = 0;
    // An upload that stops sending is closed after the idle time.
    const idle = setTimeout(() => req.destroy(), idleMs);
    res.once("close", () => clearTimeout(idle));
    req.on("data", (chunk: Buffer) => {
      idle.refresh();
      received += chunk.length;
      if (received > maxTransferBytes && !refused) {
        refused = true;
        sendToolError(res, 413, requestLang(req), "too_large", "tool-speed:internet.errors.tooLarge");
        req.destroy();
      } else if (!declared && !refused) {
        uncounted += chunk.length;
        if (uncounted < MiB) return;
        const amount = uncounted;
        uncounted = 0;
        void bytes.consume(clientKey(req.ip), amount).then(
          (verdict) => {
            if (verdict.allowed || refused) return;
            refused = true;
            req.destroy();
          },
          () => {},
        );
      }
    });
    req.on("end", () => {
      clearTimeout(idle);
      // The rest is counted before answering, so the visitor's next request sees it.
      const counted = uncounted > 0 ? bytes.consume(clientKey(req.ip), uncounted).catch(() => undefined) : Promise.resolve();
      void counted.then(() => {
        if (!refused) res.json({ bytes: received });
      });
    });
    req.on("error", () => {
      if (!res.headersSent) res.status(400).end();
    });
  });

  return { router };
}
