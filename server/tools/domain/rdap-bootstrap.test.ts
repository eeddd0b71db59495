import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import shipped from "./rdap-dns.json";
import { formatBootstrap, indexBootstrap, loadBootstrapFile, parseBootstrap, prepareShippedBootstrap } from "./rdap-bootstrap";
import { writeBootstrapFile } from "../../../tests/fakes/fake-registry";

const valid = {
  version: "1.0",
  publication: "2026-01-01T00:00:00Z",
  description: "RDAP bootstrap file for Domain Name System registrations",
  services: [
    [
      ["com", "net"],
      ["http://rdap.example/com/", "https://rdap.example/com/"],
    ],
    [["uk"], ["https://rdap.example/uk"]],
    [["co.uk"], ["https://rdap.example/co-uk/"]],
    [["xn--mgbtx2b"], ["https://rdap.example/iraq/"]],
  ],
};

describe("parseBootstrap", () => {
  test("accepts the IANA shape and keeps its own fields", () => {
    const file = parseBootstrap(valid);
    expect(file.publication).toBe("2026-01-01T00:00:00Z");
    expect(file.description).toMatch(/Domain Name System/);
  });

  test.each([
    ["no services", { ...valid, services: [] }],
    ["another version", { ...valid, version: "2.0" }],
    ["no publication", { version: "1.0", services: valid.services }],
    ["a service without URLs", { ...valid, services: [[["com"], []]] }],
    ["a URL that is not http(s)", { ...valid, services: [[["com"], ["ftp://rdap.example/"]]] }],
    ["credentials in a URL", { ...valid, services: [[["com"], ["https://user:secret@rdap.example/"]]] }],
    ["a label that is not a domain label", { ...valid, services: [[["c m"], ["https://rdap.example/"]]] }],
    ["HTML instead of JSON data", "<html>"],
  ])("refuses %s", (_name, data) => {
    expect(() => parseBootstrap(data)).toThrow();
  });

  test("the shipped copy is valid, names its source, and serves the common endings", () => {
    const file = parseBootstrap(shipped);
    expect(file.description).toBeTruthy();
    expect(String((file as Record<string, unknown>).source)).toMatch(/data\.iana\.org\/rdap\/dns\.json/);
    const index = indexBootstrap(file);
    expect(index.size).toBeGreaterThan(1000);
    expect(index.baseFor("example.com")).toBe("https://rdap.verisign.com/com/v1/");
    expect(index.baseFor("example.org")).toMatch(/^https:\/\//);
    expect(index.baseFor("example.iq")).toBeUndefined();
  });
});

describe("indexBootstrap", () => {
  const index = indexBootstrap(parseBootstrap(valid));
  test("prefers HTTPS and always ends the base with a slash", () => {
    expect(index.baseFor("example.com")).toBe("https://rdap.example/com/");
    expect(index.baseFor("EXAMPLE.NET")).toBe("https://rdap.example/com/");
    expect(index.baseFor("example.uk")).toBe("https://rdap.example/uk/");
  });
  test("the longest matching suffix wins", () => {
    expect(index.baseFor("example.co.uk")).toBe("https://rdap.example/co-uk/");
    expect(index.baseFor("example.org.uk")).toBe("https://rdap.example/uk/");
  });
  test("an ending with no service has no base", () => {
    expect(index.baseFor("example.iq")).toBeUndefined();
    expect(index.baseFor("com")).toBeUndefined();
  });
  test("IDN endings are matched in punycode", () => {
    expect(index.baseFor("xn--mgbh0fb.xn--mgbtx2b")).toBe("https://rdap.example/iraq/");
  });
});

test("loadBootstrapFile reads a file and explains a bad one", () => {
  const good = writeBootstrapFile([[["test"], ["http://127.0.0.1:9/rdap/"]]]);
  expect(loadBootstrapFile(good).baseFor("a.test")).toBe("http://127.0.0.1:9/rdap/");
  expect(() => loadBootstrapFile("/nonexistent/dns.json")).toThrow(/RDAP_BOOTSTRAP_FILE/);
});

describe("refreshing the shipped copy", () => {
  const many = {
    version: "1.0",
    publication: "2026-07-01T18:00:01Z",
    description: "RDAP bootstrap file for Domain Name System registrations",
    services: [
      [["com", "net"], ["https://rdap.verisign.example/com/v1/"]],
      [["org"], ["https://rdap.pir.example/"]],
      ...Array.from({ length: 600 }, (_, i) => [[`tld${i}`], [`https://rdap.nic.tld${i}.example/`]]),
    ],
  };
  test("a full download is kept with IANA's fields and its source", () => {
    const file = prepareShippedBootstrap(many, new Date("2026-07-02T00:00:00Z"));
    expect(file.publication).toBe("2026-07-01T18:00:01Z");
    expect(file.description).toBe(many.description);
    expect(file.source).toMatch(/data\.iana\.org\/rdap\/dns\.json, downloaded 2026-07-02T00:00:00\.000Z/);
    expect(parseBootstrap(JSON.parse(formatBootstrap(file)))).toEqual(file);
  });
  test.each([
    ["a truncated list", { ...many, services: many.services.slice(0, 10) }],
    ["a list without .org", { ...many, services: many.services.filter(([tlds]) => !tlds!.includes("org")) }],
    ["a publication that is not a date", { ...many, publication: "yesterday" }],
    ["an error page", { error: "Service Unavailable" }],
  ])("%s is refused", (_name, data) => {
    expect(() => prepareShippedBootstrap(data, new Date())).toThrow();
  });
  test("the shipped file is written in the same format the script writes", () => {
    const text = readFileSync(new URL("./rdap-dns.json", import.meta.url), "utf8");
    expect(formatBootstrap(parseBootstrap(JSON.parse(text)))).toBe(text);
  });
});
