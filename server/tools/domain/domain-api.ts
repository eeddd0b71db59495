import { isAnswered, type DomainReport } from "#core/tools/domain-report";
import express from "express";
import { z } from "zod";
import { parseToolInput, requestLang, sendToolError, toolJson, type ServerTool, type ToolDeps } from "../tool-http";
import { createDomainChecker } from "./domain-check";
import { exampleHost, normalizeDomainInput } from "./domain-name";
import { createNameComChecker } from "./premium";
import { indexBootstrap, loadBootstrapFile, parseBootstrap, type RdapBootstrap } from "./rdap-bootstrap";
import shippedBootstrap from "./rdap-dns.json";

/**
 * POST /api/tools/domain {name, lang}: is this domain free to register?
 * Answers 200 with the state of the name and a few alternative endings,
 * 400 `invalid_name` for something that is not a registrable domain, and
 * 504 `timeout` when the registry does not answer in time.
 */

const input = z.object({
  name: z.string().max(2048),
  lang: z.enum(["ar", "en"]).optional(),
});

function loadBootstrap(file: string | undefined): RdapBootstrap {
  return file ? loadBootstrapFile(file) : indexBootstrap(parseBootstrap(shippedBootstrap));
}

export function createDomainTool(deps: ToolDeps): ServerTool {
  const { config, logger } = deps;
  const bootstrap = loadBootstrap(config.tools.rdapBootstrapFile);
  logger.debug({ entries: bootstrap.size, publication: bootstrap.publication }, "RDAP bootstrap loaded");
  const nameCom = config.tools.nameCom;
  const checker = createDomainChecker({
    bootstrap,
    fetcher: deps.fetcher,
    timeoutMs: config.tools.rdapTimeoutMs,
    premium: nameCom ? createNameComChecker({ ...nameCom, timeoutMs: config.tools.rdapTimeoutMs, logger }) : undefined,
  });
  const invalid = { code: "invalid_name", key: "tool-domain:errors.invalidName", params: { host: exampleHost } } as const;

  const router = express.Router();
  router.post("/domain", toolJson, deps.rateLimit("domain"), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const body = parseToolInput(input, req, res, invalid);
    if (!body) return;
    const lang = requestLang(req);
    const name = normalizeDomainInput(body.name);
    if (!name) return sendToolError(res, 400, lang, invalid.code, invalid.key, invalid.params);
    try {
      const report = await checker.check(name);
      if (!isAnswered(report)) return sendToolError(res, 504, lang, "timeout", "tool-domain:errors.timeout");
      res.json(report satisfies DomainReport);
    } catch (error) {
      logger.error({ err: error }, "domain check failed");
      sendToolError(res, 500, lang, "server", "tools:api.server");
    }
  });
  return { router };
}
