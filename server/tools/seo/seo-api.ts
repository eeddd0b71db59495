import express from "express";
import { z } from "zod";
import { OutboundError } from "../../security/outbound-fetch";
import { parseSiteUrl, maxUrlLength } from "#core/tools/site-url";
import {
  concurrencyGate,
  parseToolInput,
  requestLang,
  sendToolError,
  toolJson,
  type ServerTool,
  type ToolDeps,
  type ToolTextKey,
} from "../tool-http";
import { analyze } from "./analyze";
import { fetchSite, NotHtmlError } from "./fetch-page";

const input = z.object({
  url: z.string().trim().min(1).max(maxUrlLength),
  lang: z.enum(["ar", "en"]).optional(),
});

/** How a failed fetch of the page itself is answered: status, code for the browser, and its texts. */
export function outboundFailure(error: OutboundError): { status: number; code: string; key: ToolTextKey } {
  switch (error.code) {
    case "bad_url":
      return { status: 400, code: "invalid_url", key: "tools:api.invalidUrl" };
    case "blocked":
      return { status: 422, code: "blocked", key: "tools:api.blocked" };
    case "timeout":
      return { status: 504, code: "timeout", key: "tools:api.timeout" };
    case "too_large":
      return { status: 422, code: "too_large", key: "tools:api.tooLarge" };
    case "too_many_redirects":
    case "network":
      return { status: 502, code: "unreachable", key: "tools:api.unreachable" };
  }
}

/** Analyses in progress at once for everyone: each holds up to ~6 MB of fetched text for up to 15 s. */
const maxConcurrentAnalyses = 8;

/** POST /api/tools/seo {url, lang}: the basic SEO analyzer. */
export function createSeoTool(deps: ToolDeps): ServerTool {
  const router = express.Router();
  // The body is read before the limit so a 429 is worded in the page's language too.
  router.post("/seo", toolJson, deps.rateLimit("seo"), concurrencyGate(maxConcurrentAnalyses), async (req, res) => {
    const lang = requestLang(req);
    const body = parseToolInput(input, req, res, { code: "invalid_url", key: "tools:api.invalidUrl" });
    if (!body) return;
    const site = parseSiteUrl(body.url);
    if (!site.ok) return sendToolError(res, 400, lang, "invalid_url", "tools:api.invalidUrl");
    try {
      const report = analyze(await fetchSite(deps.fetcher, site.url));
      res.setHeader("Cache-Control", "no-store");
      res.json(report);
    } catch (error) {
      if (error instanceof OutboundError) {
        const failure = outboundFailure(error);
        deps.logger.info({ tool: "seo", code: error.code }, "seo analysis: page not fetched");
        return sendToolError(res, failure.status, lang, failure.code, failure.key);
      }
      if (error instanceof NotHtmlError) {
        if (error.status >= 400) return sendToolError(res, 422, lang, "http_error", "tool-seo:errors.httpError", { status: error.status });
        return sendToolError(res, 422, lang, "not_html", "tool-seo:errors.notHtml", { type: error.contentType });
      }
      deps.logger.error({ err: error, tool: "seo" }, "seo analysis failed");
      sendToolError(res, 500, lang, "server", "tools:api.server");
    }
  });
  return { router };
}
