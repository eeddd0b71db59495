import { describe, expect, test } from "vitest";
import { AuditError } from "./lighthouse-result";
import { retryTransient } from "./providers";

/** An attempt that fails with the given errors in turn, then answers "measured". */
function attempts(...errors: Error[]) {
  const state = { calls: 0 };
  const attempt = async () => {
    const error = errors[state.calls];
    state.calls += 1;
    if (error) throw error;
    return "measured";
  };
  return { state, attempt };
}

const lost = () => new AuditError("failed", "no performance score (NO_NAVSTART)", { transient: true });

describe("a Lighthouse run the browser loses is tried again", () => {
  test("transient failures are retried, up to the attempts allowed, with each retry reported", async () => {
    const twice = attempts(lost(), lost());
    const retries: number[] = [];
    const signal = new AbortController().signal;
    await expect(retryTransient(twice.attempt, { attempts: 3, signal, onRetry: (_error, attempt) => retries.push(attempt) })).resolves.toBe(
      "measured",
    );
    expect(twice.state.calls).toBe(3);
    expect(retries).toEqual([1, 2]);

    const always = attempts(lost(), lost(), lost(), lost());
    await expect(retryTransient(always.attempt, { attempts: 3, signal })).rejects.toMatchObject({ transient: true });
    expect(always.state.calls).toBe(3);
  });

  test("a page error, a timeout or an abort is not retried", async () => {
    const signal = new AbortController().signal;
    for (const error of [new AuditError("unreachable", "DNS_FAILURE"), new AuditError("timeout", "too slow"), new Error("bug")]) {
      const once = attempts(error);
      await expect(retryTransient(once.attempt, { attempts: 3, signal })).rejects.toBe(error);
      expect(once.state.calls).toBe(1);
    }
    const controller = new AbortController();
    controller.abort(new Error("shutting down"));
    const aborted = attempts(lost());
    await expect(retryTransient(aborted.attempt, { attempts: 3, signal: controller.signal })).rejects.toMatchObject({ transient: true });
    expect(aborted.state.calls).toBe(1);
  });
});
