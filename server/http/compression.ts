import compression from "compression";

/** Compressed responses, except the speed test's: it measures the connection, so its bytes must go out exactly as they are. */
export function compressResponses() {
  return compression({ filter: (req, res) => !req.path.startsWith("/api/tools/speed-test/") && compression.filter(req, res) });
}
