const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One request for what several parts of a screen read at the same moment (the dashboard's notices read
 * the content and the articles): the same promise while it is in flight, a fresh request afterwards.
 */
export function readOnce<T>(api: object, key: string, read: () => Promise<T>): Promise<T> {
  let inFlight = reads.get(api);
  if (!inFlight) reads.set(api, (inFlight = new Map()));
  const found = inFlight.get(key);
  if (found) return found as Promise<T>;
  const promise = read().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
