import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import type { ViteDevServer } from "vite";
import { precompressed } from "./precompressed";

/** Hashed file names never change content, so they may be cached forever. */
const forever = { immutable: true, maxAge: "1y" } as const;

/**
 * A built asset in the form the browser takes best, compressed once at build time (Brotli, else gzip): no
 * request spends the server's time compressing a file again. Falls through to the file as it is.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  const types: Record<string, string> = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".json": "application/json; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
  };
  return (req, res, next) => {
    const name = path.posix.basename(req.path);
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== `/${name}` || !precompressed(name)) return next();
    // Brotli whenever it is accepted (browsers list it after gzip at the same weight), else gzip.
    const encoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
    const file = encoding && path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`);
    res.vary("Accept-Encoding");
    if (!file || !existsSync(file)) return next();
    res.sendFile(file, { ...forever, headers: { "Content-Type": types[path.extname(name)]!, "Content-Encoding": encoding } }, (error) => {
      if (error) next(error);
    });
  };
}

/** The browser's files: from Vite in development, else from build/client. */
export function staticAssets({ rootDir, viteDevServer }: { rootDir: string; viteDevServer?: ViteDevServer }): Router {
  const router = express.Router();
  if (viteDevServer) {
    router.use(viteDevServer.middlewares);
  } else {
    const clientDir = path.join(rootDir, "build", "client");
    const assetsDir = path.join(clientDir, "assets");
    router.use("/assets", precompressedAssets(assetsDir), express.static(assetsDir, { ...forever, index: false }));
    router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  return router;
}
