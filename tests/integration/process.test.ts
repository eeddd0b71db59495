import http from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server";

describe("server process", () => {
  it("refuses to start with a bad setting and names it", async () => {
    await expect(startServer({ SITE_URL: "not-a-url" })).rejects.toThrow(/SITE_URL/);
    await expect(startServer({ DATABASE_URL: "mysql://nope" })).rejects.toThrow(/DATABASE_URL/);
  });

  it("drains an in-flight request on SIGTERM, then exits cleanly", async () => {
    const server = await startServer();
    // A request is in flight (its body not yet sent) when the signal arrives.
    const pending = new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/en`, { method: "GET", agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
      request.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.process.kill("SIGTERM");
    expect(await pending).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
  });

  it("keeps data in DATA_DIR across restarts", async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    const keep = { DATA_DIR: dataDir };
    await first.process.kill("SIGTERM");
    await new Promise((resolve) => first.process.once("exit", resolve));
    const second = await startServer(keep);
    const html = await (await fetch(`${second.url}/en`)).text();
    expect(html).toContain("Ali Hassan");
    await second.stop();
  });
});
