import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shippedWorkerConnections } from "../support/nginx-deploy";

const rootDir = path.resolve(import.meta.dirname, "../..");
const run = (file: string, args: string[]) => {
  try {
    return { ok: true, output: execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }) };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
};

// The connection limits that ship in deploy/ (ADR 030) are files an operator installs as they are.
describe("deploy/ connection limits", () => {
  it("the main nginx config is valid and sized for a flood from one address", () => {
    expect(shippedWorkerConnections()).toBeGreaterThanOrEqual(11_000 + 1_000);
    const checked = run("/usr/sbin/nginx", ["-t", "-c", path.join(rootDir, "deploy/nginx/nginx.conf")]);
    expect(checked.output + (checked.ok ? "" : " (failed)")).not.toMatch(/\[emerg\]|failed/);
  });

  it.skipIf(!existsSync("/usr/sbin/nft"))("the nftables rule file is accepted by nft (checked, not loaded)", () => {
    const checked = run("/usr/sbin/nft", ["-c", "-f", path.join(rootDir, "deploy/nftables/site-connlimit.nft")]);
    expect(checked).toEqual({ ok: true, output: "" });
  });
});
