import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "./i18n/i18n";
import { languageFromPath } from "#core/i18n/languages";
import { cspContext } from "#server/context";
import { inlineScriptHashes, scriptHash } from "#server/security/csp";
import { deferModules } from "#server/pages/defer-modules";
import { isAdminPath } from "./utils/area";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: data is loaded before
 * rendering, so waiting costs nothing; lazily loaded sections (see
 * lazy-when-near.ts) must be in the HTML itself, not streamed in by script;
 * and the page's Content-Security-Policy names its inline scripts by hash,
 * which needs the finished HTML (the page cache then keeps it as it is).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = createI18n(languageFromPath(new URL(request.url).pathname));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        // Never move a finished section out of place to be swapped in by script:
        // without JavaScript it would stay hidden (lazy sections, the contact form).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            const { html, deferred } = deferModules(Buffer.concat(chunks).toString("utf8"), {
              contentful: !isAdminPath(new URL(request.url).pathname),
            });
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", loadContext.get(cspContext)([...inlineScriptHashes(html), ...deferred.map(scriptHash)]));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
