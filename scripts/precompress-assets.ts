// Writes each built text asset's Brotli (quality 11) and gzip (level 9) forms beside it, once at build time, so
// no request compresses a file again (server/http/static-assets.ts serves them; nginx's gzip_static the .gz).
// Both are deterministic: the same build gives the same bytes (tests/integration/reproducible-build.test.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { precompressed } from "../server/http/precompressed.ts";

const assetsDir = path.resolve(import.meta.dirname, "..", "build", "client", "assets");
let files = 0;
for (const name of readdirSync(assetsDir)) {
  if (!precompressed(name)) continue;
  const file = path.join(assetsDir, name);
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets (Brotli and gzip)`);
