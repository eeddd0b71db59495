// A page's floor (issue 48): the site through a proxy on loopback that serves every HTML page without any script
// (inline or file, the speculation rules and JSON-LD too) and everything else as it is. Lighthouse on a page and on
// its floor, in turn, gives the cost of the page's scripts apart from the machine's speed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** The HTML without any script element or module preload. */
export const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, "").replace(/<link rel="modulepreload"[^>]*>/gi, "");

export async function startFloorProxy(target: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const html = (request.headers.accept ?? "").includes("text/html");
      const upstream = await fetch(new URL(request.url ?? "/", target), {
        headers: {
          accept: request.headers.accept ?? "*/*",
          "accept-encoding": html ? "identity" : (request.headers["accept-encoding"] ?? "identity"),
        },
        redirect: "manual",
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!["content-length", "content-security-policy", "transfer-encoding", "connection"].includes(name)) headers[name] = value;
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (html && (upstream.headers.get("content-type") ?? "").includes("text/html")) {
        body = gzipSync(withoutScripts(body.toString("utf8")));
        headers["content-encoding"] = "gzip";
      }
      response.writeHead(upstream.status, { ...headers, "content-length": String(body.length) });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
