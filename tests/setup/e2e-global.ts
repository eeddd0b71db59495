import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built server for the browser tests, on a fresh data directory. */
export default async function setup(project: TestProject) {
  // Browser tests all come from 127.0.0.1 and fill forms quickly: the spam
  // thresholds are lowered here (the integration tests check the real ones).
  const server = await startServer({
    CONTACT_MIN_FILL_MS: "300",
    CONTACT_RATE_LIMIT: "1000",
    TOOLS_RATE_LIMIT: "1000",
    SPEEDTEST_RATE_LIMIT: "100000",
    // Loopback moves gigabytes a second, so the speed-test files alone pass a
    // real visitor's 5 GiB budget; the integration tests check that budget.
    SPEEDTEST_BYTE_BUDGET: String(2 ** 44),
  });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
  };
}
