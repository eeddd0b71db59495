// Runs wrk (Debian: `wrk`) and reads what it prints: shared by the benchmark scripts.
import { spawn } from "node:child_process";

export type WrkResult = { rps: number; p50: number; p99: number; errors: number };

/**
 * One thread, `connections` keep-alive connections for `duration` seconds; requests/s and latency percentiles in ms.
 * `script` is a wrk Lua script's path (for example one that asks for a new address each time).
 */
export function wrk(url: string, connections: number, duration: number, encoding: "br" | "gzip" = "br", script?: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [
      "-t1",
      `-c${connections}`,
      `-d${duration}s`,
      "--latency",
      "-H",
      `Accept-Encoding: ${encoding}`,
      ...(script ? ["-s", script] : []),
      url,
    ]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () => {
      const ms = (label: string) => {
        const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(output);
        if (!match) return Number.NaN;
        const value = Number(match[1]);
        return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
      };
      const errors =
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) + Number(/Socket errors: .*?timeout (\d+)/.exec(output)?.[1] ?? 0);
      resolve({ rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN), p50: ms("50%"), p99: ms("99%"), errors });
    });
  });
}
