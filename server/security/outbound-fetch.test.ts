import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboundFetcher, isPublicAddress, OutboundError } from "./outbound-fetch";

describe("public address check", () => {
  it.each([
    ["127.0.0.1", false],
    ["::1", false],
    ["10.0.0.1", false],
    ["172.16.5.4", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["240.0.0.1", false],
    ["224.0.0.1", false],
    ["fc00::1", false],
    ["fe80::1", false],
    ["ff02::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", false],
    ["2002:c0a8:0101::1", false],
    ["not an ip", false],
    ["8.8.8.8", true],
    ["93.184.216.34", true],
    ["2606:4700:4700::1111", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  describe("IPv6 forms that embed an IPv4 address", () => {
    it.each([
      // IPv4-compatible ::/96 (deprecated): the guard used to let these through.
      ["::127.0.0.1", "compatible, loopback"],
      ["::7f00:1", "compatible, loopback, as URLs write it"],
      ["::a00:1", "compatible, private"],
      ["::a9fe:a9fe", "compatible, metadata"],
      ["::8.8.8.8", "compatible, even public"],
      // IPv4-mapped ::ffff:0:0/96 and IPv4-translated ::ffff:0:0:0/96.
      ["::ffff:7f00:1", "mapped, loopback"],
      ["::ffff:0:7f00:1", "translated, loopback"],
      ["::ffff:0:808:808", "translated, even public"],
      // NAT64 64:ff9b::/96 with a non-public IPv4 inside.
      ["64:ff9b::127.0.0.1", "NAT64, loopback"],
      ["64:ff9b::a00:1", "NAT64, private"],
      ["64:ff9b::a9fe:a9fe", "NAT64, metadata"],
      ["64:ff9b::6440:1", "NAT64, carrier-grade NAT"],
      ["64:ff9b:0:0:1::808:808", "NAT64 prefix with bits set outside the /96"],
      // Local-use NAT64 64:ff9b:1::/48: refused whatever it carries.
      ["64:ff9b:1::a00:1", "local NAT64, private"],
      ["64:ff9b:1::808:808", "local NAT64, public"],
      // 6to4 2002::/16 with a non-public IPv4 in bits 16-47.
      ["2002:7f00:1::1", "6to4, loopback"],
      ["2002:a00:1::", "6to4, private"],
      ["2002:a9fe:a9fe::1", "6to4, metadata"],
      ["2002:0:0::1", "6to4, unspecified"],
      // Teredo 2001::/32: refused outright.
      ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo, public server"],
      ["2001:0:7f00:1:0:0:80ff:fffe", "Teredo, loopback server and client"],
    ])("%s (%s) is refused", (address) => {
      expect(isPublicAddress(address)).toBe(false);
      expect(isPublicAddress(address, true)).toBe(false);
    });

    it.each([
      ["64:ff9b::808:808", "NAT64 of 8.8.8.8"],
      ["64:ff9b::8.8.8.8", "NAT64 of 8.8.8.8, dotted"],
      ["2002:808:808::1", "6to4 of 8.8.8.8"],
    ])("%s (%s) is public", (address) => {
      expect(isPublicAddress(address)).toBe(true);
    });
  });

  it("lets loopback through only when asked (tests)", () => {
    expect(isPublicAddress("127.0.0.1", true)).toBe(true);
    expect(isPublicAddress("10.0.0.1", true)).toBe(false);
  });
});

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/ok") {
      res.setHeader("set-cookie", "a=b");
      res.end(`hello ${req.headers.cookie ?? "no-cookie"} ${req.headers.authorization ?? "no-auth"}`);
    } else if (url.pathname === "/to-private") {
      res.writeHead(302, { location: "http://10.1.2.3/" }).end();
    } else if (url.pathname === "/to-metadata") {
      res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    } else if (url.pathname === "/to-localhost") {
      res.writeHead(302, { location: `http://localhost:${(server.address() as { port: number }).port}/ok` }).end();
    } else if (url.pathname.startsWith("/loop/")) {
      const n = Number(url.pathname.split("/")[2]);
      res.writeHead(302, { location: `/loop/${n + 1}` }).end();
    } else if (url.pathname === "/big") {
      res.end(Buffer.alloc(2 * 1024 * 1024, 97));
    } else if (url.pathname === "/slow") {
      setTimeout(() => res.end("late"), 3000);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof OutboundError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe("outbound fetch guard", () => {
  const strict = createOutboundFetcher({ timeoutMs: 2000 });
  const testing = createOutboundFetcher({ allowLoopback: true, timeoutMs: 1000, maxBytes: 1024 * 1024 });

  it.each([
    ["loopback by address", () => `${base}/ok`],
    ["IPv6 loopback", () => `http://[::1]:${new URL(base).port}/ok`],
    ["a private address", () => "http://10.0.0.1/"],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a hostname resolving to loopback", () => `http://localhost:${new URL(base).port}/ok`],
    ["an IPv4-mapped address", () => `http://[::ffff:127.0.0.1]:${new URL(base).port}/ok`],
    ["an IPv4-compatible address", () => `http://[::127.0.0.1]:${new URL(base).port}/ok`],
    ["a NAT64 address of loopback", () => `http://[64:ff9b::127.0.0.1]:${new URL(base).port}/ok`],
    ["a 6to4 address of a private network", () => "http://[2002:a00:1::1]/"],
    ["a Teredo address", () => "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/"],
  ])("refuses %s", async (_label, target) => {
    expect(await code(strict(target()))).toBe("blocked");
  });

  it("refuses IPv6 forms of loopback even where tests let loopback through", async () => {
    const port = new URL(base).port;
    for (const host of ["[::127.0.0.1]", "[::ffff:127.0.0.1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]"]) {
      expect(await code(testing(`http://${host}:${port}/ok`)), host).toBe("blocked");
    }
  });

  it("refuses other schemes and credentials", async () => {
    expect(await code(strict("file:///etc/passwd"))).toBe("bad_url");
    expect(await code(strict("ftp://example.com/"))).toBe("bad_url");
    expect(await code(strict("http://user:pass@example.com/"))).toBe("bad_url");
    expect(await code(strict("not a url"))).toBe("bad_url");
  });

  it("fetches a fixture when loopback is allowed for tests, sending no cookies or credentials", async () => {
    const response = await testing(`${base}/ok`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("hello no-cookie no-auth");
  });

  it("checks every redirect hop again", async () => {
    expect(await code(testing(`${base}/to-private`))).toBe("blocked");
    expect(await code(testing(`${base}/to-metadata`))).toBe("blocked");
    const followed = await testing(`${base}/to-localhost`);
    expect(followed.redirects).toHaveLength(1);
  });

  it("stops after 5 redirects", async () => {
    expect(await code(testing(`${base}/loop/0`))).toBe("too_many_redirects");
    // An endless loop ends at whatever limit is set.
    expect(await code(testing(`${base}/loop/0`, { maxRedirects: 10 }))).toBe("too_many_redirects");
  });

  it("caps the size and the time", async () => {
    expect(await code(testing(`${base}/big`))).toBe("too_large");
    expect(await code(testing(`${base}/slow`))).toBe("timeout");
  });
});
