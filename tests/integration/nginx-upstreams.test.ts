import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { startDeployNginx } from "../support/nginx-deploy";

// The shipped nginx in front of two instances (deploy/nginx/site.conf): once both were down and are
// back, every request reaches them at once (issue 47, item 9). Two plain HTTP servers stand in for the
// instances, so they can stop and start again on the same ports.

const ports: number[] = [];
const instances: http.Server[] = [];
let nginx: Awaited<ReturnType<typeof startDeployNginx>>;

function startInstance(port: number): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/plain");
    res.end(`instance ${port}`);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
const stopInstance = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
/** Ten visitors at once; the statuses they get. */
const tenAtOnce = () =>
  Promise.all(Array.from({ length: 10 }, (_, index) => fetch(`${nginx.base}/en/faq?visitor=${index}`).then((response) => response.status)));

beforeAll(async () => {
  ports.push(await freePort(), await freePort());
  for (const port of ports) instances.push(await startInstance(port));
  nginx = await startDeployNginx(await freePort(), ports);
}, 60_000);

afterAll(async () => {
  nginx?.stop();
  await Promise.all(instances.map((server) => (server.listening ? stopInstance(server) : undefined)));
});

describe("nginx in front of two instances", () => {
  it("answers every visitor as soon as the instances are back after both were down", async () => {
    expect(await tenAtOnce()).toEqual(Array(10).fill(200));
    // Both down (a deploy gone wrong, a reboot): nginx can only answer 502.
    await Promise.all(instances.splice(0).map(stopInstance));
    expect(new Set(await tenAtOnce())).toEqual(new Set([502]));
    // Both back: nginx has not written them off for a while; the next ten all reach them.
    for (const port of ports) instances.push(await startInstance(port));
    expect(await tenAtOnce()).toEqual(Array(10).fill(200));
  });
});
