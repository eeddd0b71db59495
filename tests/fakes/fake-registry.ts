import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Test fixtures on loopback: a fake RDAP registry (answers per domain:
 * 404, 200 with a domain object, slowly, never, an error status, a redirect)
 * and a fake Name.com API. Used by the unit, integration and browser tests;
 * production code never imports this file.
 */

export type FakeAnswer =
  | { kind: "available" }
  | { kind: "taken"; registered?: string; expires?: string; registrar?: string; ldhName?: string }
  | { kind: "slow"; delayMs: number; then: "available" | "taken" }
  | { kind: "hang" }
  | { kind: "status"; status: number }
  | { kind: "redirect"; location: string }
  | { kind: "text"; body: string };

export type FakeRegistry = {
  url: string;
  /** The RDAP base URL to put in a bootstrap file. */
  base: string;
  /** Domains asked for, in order. */
  requests: string[];
  answers: Map<string, FakeAnswer>;
  close: () => Promise<void>;
};

function rdapDomain(domain: string, answer: Extract<FakeAnswer, { kind: "taken" }>) {
  const events = [];
  if (answer.registered) events.push({ eventAction: "registration", eventDate: answer.registered });
  if (answer.expires) events.push({ eventAction: "expiration", eventDate: answer.expires });
  events.push({ eventAction: "last update of RDAP database", eventDate: "2026-01-01T00:00:00Z" });
  return {
    objectClassName: "domain",
    ldhName: (answer.ldhName ?? domain).toUpperCase(),
    status: ["client transfer prohibited"],
    events,
    entities: answer.registrar
      ? [
          {
            objectClassName: "entity",
            roles: ["registrar"],
            vcardArray: [
              "vcard",
              [
                ["version", {}, "text", "4.0"],
                ["fn", {}, "text", answer.registrar],
              ],
            ],
          },
        ]
      : [],
  };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: http.Server, timers: Set<NodeJS.Timeout>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

export async function startFakeRegistry(
  answers: Record<string, FakeAnswer> = {},
  fallback: FakeAnswer = { kind: "available" },
): Promise<FakeRegistry> {
  const table = new Map(Object.entries(answers));
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const match = /^\/rdap\/domain\/([^/?]+)$/.exec(req.url ?? "");
    if (!match) {
      res.writeHead(400, { "content-type": "application/rdap+json" }).end(JSON.stringify({ errorCode: 400 }));
      return;
    }
    const domain = decodeURIComponent(match[1]!).toLowerCase();
    requests.push(domain);
    const answer = table.get(domain) ?? fallback;
    const send = (kind: "available" | "taken", details: FakeAnswer = answer) => {
      if (kind === "available") {
        res.writeHead(404, { "content-type": "application/rdap+json" }).end(JSON.stringify({ errorCode: 404, title: "Not Found" }));
      } else {
        const body = rdapDomain(domain, details.kind === "taken" ? details : { kind: "taken" });
        res.writeHead(200, { "content-type": "application/rdap+json" }).end(JSON.stringify(body));
      }
    };
    switch (answer.kind) {
      case "available":
      case "taken":
        return send(answer.kind);
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(answer.then, { kind: "taken", registered: "2015-03-01T10:00:00Z", expires: "2030-03-01T10:00:00Z" });
        }, answer.delayMs);
        timers.add(timer);
        return;
      }
      case "hang":
        return; // never answers; the connection is cut when the fixture closes
      case "status":
        res.writeHead(answer.status, { "content-type": "application/rdap+json" }).end("{}");
        return;
      case "redirect":
        res.writeHead(302, { location: answer.location }).end();
        return;
      case "text":
        res.writeHead(200, { "content-type": "text/html" }).end(answer.body);
        return;
    }
  });
  const url = await listen(server);
  return { url, base: `${url}/rdap/`, requests, answers: table, close: closer(server, timers) };
}

/** Writes a bootstrap file mapping `tlds` to `base` (and keeps it in a fresh temporary directory). */
export function writeBootstrapFile(services: [string[], string[]][]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "rdap-bootstrap-"));
  const file = path.join(dir, "dns.json");
  writeFileSync(file, JSON.stringify({ version: "1.0", publication: "2026-01-01T00:00:00Z", description: "test registry", services }));
  return file;
}

export type FakeNameCom = {
  url: string;
  /** Bodies and authorization headers received. */
  calls: { authorization: string | undefined; domainNames: string[] }[];
  close: () => Promise<void>;
};

/** A fake Name.com API v4: `premium` maps names to their price; every other name is an ordinary purchasable one. */
export async function startFakeNameCom(premium: Record<string, number>): Promise<FakeNameCom> {
  const calls: FakeNameCom["calls"] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v4/domains:checkAvailability") {
        res.writeHead(404).end();
        return;
      }
      const { domainNames = [] } = JSON.parse(raw || "{}") as { domainNames?: string[] };
      calls.push({ authorization: req.headers.authorization, domainNames });
      const results = domainNames.map((domainName) => {
        const [sld, ...rest] = domainName.split(".");
        const price = premium[domainName];
        return price === undefined
          ? { domainName, sld, tld: rest.join("."), purchasable: true, purchasePrice: 12.99, purchaseType: "registration", renewalPrice: 12.99 }
          : {
              domainName,
              sld,
              tld: rest.join("."),
              purchasable: true,
              premium: true,
              purchasePrice: price,
              purchaseType: "registration",
              renewalPrice: price,
            };
      });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ results }));
    });
  });
  const url = await listen(server);
  return { url, calls, close: closer(server, new Set()) };
}
