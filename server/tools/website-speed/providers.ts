import { accessSync, constants } from "node:fs";
import type { LaunchedChrome } from "chrome-launcher";
import type { Config } from "../../config";
import type { ProviderId, Strategy, StrategyReport } from "#core/tools/website-report";
import { startGuardedProxy } from "./guarded-proxy";
import { AuditError, toStrategyReport, type LighthouseResult } from "./lighthouse-result";

/** One way to audit a page: the PageSpeed Insights API or Lighthouse in a local Chrome. */
export type SpeedProvider = {
  id: ProviderId;
  /** Audits it runs at once (local Chrome: one). */
  concurrency: number;
  audit: (url: string, strategy: Strategy, signal: AbortSignal) => Promise<StrategyReport>;
};

/** PageSpeed Insights API v5: Google's servers load the page; we read the Lighthouse result it returns. */
export function pageSpeedProvider(options: { apiUrl: string; apiKey: string; timeoutMs?: number }): SpeedProvider {
  const timeoutMs = options.timeoutMs ?? 90_000;
  return {
    id: "pagespeed",
    concurrency: 4,
    async audit(url, strategy, signal) {
      const endpoint = new URL(options.apiUrl);
      endpoint.searchParams.set("url", url);
      endpoint.searchParams.set("strategy", strategy);
      endpoint.searchParams.set("category", "performance");
      endpoint.searchParams.set("key", options.apiKey);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          headers: { accept: "application/json" },
        });
      } catch (error) {
        if (signal.aborted) throw error;
        if ((error as Error).name === "TimeoutError") throw new AuditError("timeout", `PageSpeed Insights did not answer within ${timeoutMs} ms`);
        throw new AuditError("unavailable", `PageSpeed Insights unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as { lighthouseResult?: LighthouseResult; error?: { message?: string } } | null;
      if (!response.ok) {
        const message = body?.error?.message ?? "";
        // PSI answers 400/500 with the Lighthouse error code in the message when the page would not load.
        if (
          /DNS_FAILURE|FAILED_DOCUMENT_REQUEST|ERRORED_DOCUMENT_REQUEST|NO_FCP|NO_LCP|PAGE_HUNG|NOT_HTML|Unable to process request/i.test(message)
        ) {
          throw new AuditError("unreachable", `PageSpeed Insights: ${message}`);
        }
        throw new AuditError("unavailable", `PageSpeed Insights answered ${response.status}: ${message}`);
      }
      if (!body?.lighthouseResult) throw new AuditError("unavailable", "PageSpeed Insights answered without a Lighthouse result");
      return toStrategyReport(body.lighthouseResult, strategy, "pagespeed");
    },
  };
}

/** Audits of one strategy tried in all: the first plus two more when the browser loses the run. */
export const auditAttempts = 3;

/**
 * Runs `attempt` again while it fails transiently (Chrome losing the run,
 * such as a trace without a navigation start, which a busy machine sees
 * often), up to `attempts` in all; a page error, a timeout or an abort ends
 * it at once.
 */
export async function retryTransient<T>(
  attempt: () => Promise<T>,
  options: { attempts: number; signal: AbortSignal; onRetry?: (error: AuditError, attempt: number) => void },
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const again = error instanceof AuditError && error.transient && tried < options.attempts && !options.signal.aborted;
      if (!again) throw error;
      options.onRetry?.(error, tried);
    }
  }
}

export function chromeAvailable(chromePath: string): boolean {
  try {
    accessSync(chromePath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lighthouse and its Chrome launcher, loaded on the first local audit: Lighthouse alone took 1.2 s and 1.4 s of CPU
 * to import on this 2-core machine, a third of a server's start, which every instance paid though most never run a
 * local audit (the worker runs them in production, PageSpeed Insights answers first).
 */
async function loadLighthouse() {
  const [{ default: lighthouse, desktopConfig }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  return { lighthouse, desktopConfig, chromeLauncher };
}

/**
 * Lighthouse in a fresh headless Chrome per audit. Every request Chrome
 * makes goes through a guarded proxy (public addresses only, checked at
 * connect time), and the audit is stopped after `timeoutMs`.
 */
export function lighthouseProvider(options: { chromePath: string; timeoutMs: number; allowLoopback: boolean }): SpeedProvider {
  // One Chrome at a time, even when this provider stands in for another with more concurrency.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    id: "lighthouse",
    concurrency: 1,
    audit(url, strategy, signal) {
      const next = turn.then(() => auditOnce(url, strategy, signal));
      turn = next.catch(() => undefined);
      return next;
    },
  };

  async function auditOnce(url: string, strategy: Strategy, signal: AbortSignal): Promise<StrategyReport> {
    signal.throwIfAborted();
    const proxy = await startGuardedProxy({ allowLoopback: options.allowLoopback });
    let chrome: LaunchedChrome | undefined;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      // Inside the try: a Lighthouse that cannot be loaded fails the audit as a Chrome that cannot start does.
      const { lighthouse, desktopConfig, chromeLauncher } = await loadLighthouse();
      chrome = await chromeLauncher.launch({
        chromePath: options.chromePath,
        logLevel: "silent",
        handleSIGINT: false,
        chromeFlags: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          `--proxy-server=${proxy.url}`,
          // Chrome sends localhost straight out unless told otherwise.
          "--proxy-bypass-list=<-loopback>",
          "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
          "--disable-quic",
        ],
      });
      const launched = chrome;
      const stopped = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new AuditError("timeout", `audit did not finish within ${options.timeoutMs} ms`));
          launched.kill();
        }, options.timeoutMs);
        onAbort = () => {
          reject(signal.reason as Error);
          launched.kill();
        };
        signal.addEventListener("abort", onAbort, { once: true });
      });
      const run = lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: "silent",
          output: "json",
          onlyCategories: ["performance"],
          maxWaitForLoad: Math.min(45_000, options.timeoutMs),
        },
        strategy === "desktop" ? desktopConfig : undefined,
      );
      run.catch(() => undefined);
      const result = await Promise.race([run, stopped]);
      const lhr = result?.lhr as LighthouseResult | undefined;
      if (!lhr) throw new AuditError("failed", "Lighthouse returned nothing", { transient: true });
      if (proxy.refused().length > 0 && lhr.runtimeError?.code) {
        throw new AuditError("blocked", `refused: ${proxy.refused().join(", ")}`);
      }
      return toStrategyReport(lhr, strategy, "lighthouse");
    } catch (error) {
      if (error instanceof AuditError || signal.aborted) throw error;
      // Chrome that would not start or a protocol that broke off: the browser's fault, not the page's.
      throw new AuditError("failed", `Lighthouse failed: ${(error as Error).message}`, { transient: true });
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener("abort", onAbort);
      chrome?.kill();
      await proxy.close();
    }
  }
}

/** Which providers this server has: PageSpeed Insights with a key (Lighthouse standing by when Chrome is there), else Lighthouse. */
export function speedProviders(config: Config): SpeedProvider[] {
  const { pageSpeed, lighthouse } = config.tools;
  const providers: SpeedProvider[] = [];
  if (pageSpeed.apiKey) providers.push(pageSpeedProvider({ apiUrl: pageSpeed.apiUrl, apiKey: pageSpeed.apiKey }));
  if (chromeAvailable(lighthouse.chromePath)) {
    providers.push(
      lighthouseProvider({ chromePath: lighthouse.chromePath, timeoutMs: lighthouse.timeoutMs, allowLoopback: config.outboundAllowLoopback }),
    );
  }
  return providers;
}
