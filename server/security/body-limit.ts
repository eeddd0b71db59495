import type { Request, RequestHandler, Response } from "express";
import { isInvalidText, jsonOptions } from "./input-boundary";

/**
 * Page routes read form posts themselves (React Router actions). Bodies must
 * declare their length, and stay under the limit, before any byte is read.
 */
export function limitFormBodies(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Length Required");
        return;
      }
      return next();
    }
    if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
      res.status(413).type("text/plain").send("Payload Too Large");
      return;
    }
    next();
  };
}

/**
 * A refused upload's connection keeps reading (and dropping) what is still being sent, as nginx's
 * lingering close does: it is cut once nothing has arrived for `lingerIdleMs`, or after `lingerMaxMs` in all.
 */
const lingerIdleMs = 5000;
const lingerMaxMs = 30_000;

/** Reads and drops the rest of a refused request's body, then lets the connection go (see lingerIdleMs). */
function dropRest(req: Request) {
  const cut = () => req.socket.destroy();
  const wait = (ms: number) => setTimeout(cut, ms).unref();
  const overall = wait(lingerMaxMs);
  const idle = wait(lingerIdleMs);
  const stop = () => {
    clearTimeout(overall);
    clearTimeout(idle);
    req.off("data", onData);
  };
  // A sender still sending has not read the answer yet (a busy machine can keep him from it for
  // seconds): the wait restarts with each piece that arrives.
  const onData = () => idle.refresh();
  req.on("data", onData);
  req.once("end", stop);
  req.socket.once("close", stop);
  req.resume();
}

/**
 * Reads a request body of at most `maxBytes` into `req.body` (a Buffer), refusing it the moment it
 * passes the cap: a declared length over it before a byte is read, a chunked body as soon as it
 * crosses. body-parser's limit answers only after reading the rest of the body off the connection
 * (150 MB of a 150 MB upload); here `tooLarge` answers at once, so the sender stops, and the rest
 * is dropped as it arrives. Compressed bodies are refused (415): their size is not the size they inflate to.
 */
export function readCappedBody(maxBytes: number, tooLarge: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const refuse = () => {
      tooLarge(req, res);
      // The answer goes out at once; the connection is not closed on the sender: closing a socket with
      // unread data resets it, and the reset can reach him before the answer does.
      dropRest(req);
    };
    const encoding = (req.get("content-encoding") ?? "identity").toLowerCase();
    if (encoding !== "identity") {
      res.setHeader("Cache-Control", "no-store");
      res.status(415).json({ error: "unsupported_encoding" });
      req.resume();
      return;
    }
    const declared = req.get("content-length");
    if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) return refuse();
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      settle();
      chunks.length = 0;
      refuse();
    };
    const onEnd = () => {
      settle();
      req.body = Buffer.concat(chunks, received);
      next();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.once("error", (error) => {
      if (settled) return;
      settle();
      next(Object.assign(error, { status: 400 }));
    });
  };
}

/** Parses a body read by `readCappedBody` as JSON with the site's rules (jsonOptions): what `express.json` would have given. */
export const parseJsonBody: RequestHandler = (req, _res, next) => {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  if (!req.is(["application/json", "application/*+json"])) {
    req.body = undefined;
    return next();
  }
  try {
    req.body = raw.trim() === "" ? {} : (JSON.parse(raw, jsonOptions.reviver) as unknown);
  } catch (error) {
    // The same errors as body-parser's: control text goes to the boundary's answer, the rest is a 400.
    if (isInvalidText(error)) return next(error);
    return next(Object.assign(new SyntaxError((error as Error).message), { status: 400, type: "entity.parse.failed" }));
  }
  next();
};
