import { useEffect, useRef } from "react";

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
