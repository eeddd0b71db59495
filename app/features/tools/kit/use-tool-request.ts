import { useState } from "react";
import { useLang, useT } from "~/i18n/use-lang";
import { callTool, type ToolError, type ToolResult } from "./tool-api";
import { useLatestRequest } from "./use-latest-request";
import { toolCompleted } from "~/utils/insights";

/** A server tool's request as the page shows it; `pending` is what the loading view needs (a name, a job's progress). */
export type RequestState<T, P = null> =
  { kind: "idle" } | { kind: "loading"; pending: P } | { kind: "success"; data: T } | { kind: "error"; error: ToolError };

type ErrorText = { title: string; message: string };

/** What the work of one request gets: calls and waits bound to it, and a way to show progress. */
export type ToolRequest<P> = {
  /** POST with a JSON body, or GET without one, in the page's language. */
  call<R>(path: string, body?: Record<string, unknown>): Promise<ToolResult<R>>;
  wait(ms: number): Promise<void>;
  progress(pending: P): void;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

/**
 * Requests to a server tool under /api/tools: a new request supersedes the
 * running one (whose answer is then ignored), and every outcome ends as one
 * state. Errors arrive translated from the server (4xx, 429); no answer at
 * all shows the network error, and running out of time `timeout` (the
 * network error when the tool has no words of its own for it).
 */
export function useToolRequest<T, P = null>(options: { timeoutMs: number; timeout?: ErrorText }) {
  const lang = useLang();
  const tools = useT("tools").t;
  const [state, setState] = useState<RequestState<T, P>>({ kind: "idle" });
  const nextRequest = useLatestRequest();
  const network: ErrorText = { title: tools("api.network.title"), message: tools("api.network.message") };

  async function run(pending: P, work: (request: ToolRequest<P>) => Promise<ToolResult<T>>) {
    const current = nextRequest();
    const timer = AbortSignal.timeout(options.timeoutMs);
    const signal = AbortSignal.any([current.signal, timer]);
    const timedOut: ToolError = { code: "timeout", status: 0, ...(options.timeout ?? network) };
    const show = (next: RequestState<T, P>) => {
      if (!current.signal.aborted) setState(next);
    };
    const request: ToolRequest<P> = {
      async call<R>(path: string, body?: Record<string, unknown>) {
        const result = await callTool<R>(path, { lang, body, method: body ? "POST" : "GET", signal, fallback: network });
        return !result.ok && timer.aborted ? { ok: false as const, error: timedOut } : result;
      },
      wait: (ms) => sleep(ms, signal),
      progress: (next) => show({ kind: "loading", pending: next }),
    };
    show({ kind: "loading", pending });
    try {
      const result = await work(request);
      show(result.ok ? { kind: "success", data: result.data } : { kind: "error", error: result.error });
      if (result.ok && !current.signal.aborted) toolCompleted();
    } catch {
      // Superseded or the page is closing: nothing to show. Out of time while waiting: say so.
      if (timer.aborted) show({ kind: "error", error: timedOut });
    }
  }

  return {
    state,
    run,
    /** One POST whose answer is the result. */
    post: (path: string, body: Record<string, unknown>, pending: P) => run(pending, (request) => request.call<T>(path, body)),
    /** A problem found before asking the server; it also cancels a running request. */
    fail(error: ToolError) {
      nextRequest();
      setState({ kind: "error", error });
    },
  };
}
