// Downloads the current IANA RDAP bootstrap registry for domain names and
// replaces the copy the domain checker ships with (after checking its shape).
// Usage (Node 24, as the project runs it): npm run rdap:refresh [-- --out path/to/dns.json]
// Needs internet access; the tests never run it. Rebuild afterwards (npm start does).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatBootstrap, ianaBootstrapUrl, prepareShippedBootstrap } from "../server/tools/domain/rdap-bootstrap.ts";

const rootDir = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = path.resolve(values.out ?? path.join(rootDir, "server/tools/domain/rdap-dns.json"));

let response: Response;
try {
  response = await fetch(ianaBootstrapUrl, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(30_000) });
} catch (error) {
  console.error(`Could not download ${ianaBootstrapUrl}: ${(error as Error).message}; nothing was changed.`);
  process.exit(1);
}
if (!response.ok) {
  console.error(`${ianaBootstrapUrl} answered ${response.status}; nothing was changed.`);
  process.exit(1);
}
let file;
try {
  file = prepareShippedBootstrap(await response.json(), new Date());
} catch (error) {
  console.error(`The downloaded file was not used: ${(error as Error).message}`);
  process.exit(1);
}
writeFileSync(out, formatBootstrap(file));
console.log(`Wrote ${out}: ${file.services.length} services, published ${file.publication}.`);
