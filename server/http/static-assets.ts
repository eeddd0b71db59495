import path from "node:path";
import express, { type Router } from "express";
import type { ViteDevServer } from "vite";

/** The browser's files: from Vite in development, else from build/client. */
export function staticAssets({ rootDir, viteDevServer }: { rootDir: string; viteDevServer?: ViteDevServer }): Router {
  const router = express.Router();
  if (viteDevServer) {
    router.use(viteDevServer.middlewares);
  } else {
    const clientDir = path.join(rootDir, "build", "client");
    // Hashed file names never change content, so they may be cached forever.
    router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  return router;
}
