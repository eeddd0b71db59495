import { useEffect, useRef } from "react";
import type { ToolError } from "./tool-api";

/**
 * One request at a time: `next()` aborts the previous request and returns
 * the controller for a new one; leaving the page aborts the last one.
 */
export function useLatestRequest(): () => AbortController {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current;
  };
}

/** The spec's "Invalid URL / Please enter a valid URL.", caught before any request. */
export function invalidUrlError(tools: (key: string) => string): ToolError {
  return { code: "invalid_url", status: 400, title: tools("api.invalidUrl.title"), message: tools("api.invalidUrl.message") };
}
