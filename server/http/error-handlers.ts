import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { clientDataErrors } from "../security/input-boundary";

/** The last handlers: errors the client caused are answered as its (4xx), any other is logged and answered 500. */
export function errorHandlers(logger: Logger): ErrorRequestHandler[] {
  const last: ErrorRequestHandler = (error, _req, res, _next) => {
    // Errors that carry a client status (bad JSON, body too large) are the client's: answer them as such.
    const status = Number((error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode);
    if (status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).json({ status: "invalid", error: (error as { type?: string }).type ?? "bad_request" });
      return;
    }
    logger.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  };
  return [clientDataErrors, last];
}
