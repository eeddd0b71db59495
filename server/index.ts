// Process entry: run by Node directly (type stripping), it loads the bundled
// app (build/server/index.js) or, with --dev, the sources through Vite.
import http from "node:http";
import path from "node:path";
import { existsSync } from "node:fs";
import type { AppHandle, CreateAppOptions } from "./app.ts";
import { limitConnectionsPerAddress } from "./security/connection-limit.ts";

const rootDir = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");

type AppModule = { createApp: (options: CreateAppOptions) => Promise<AppHandle> };

async function loadApp(): Promise<{ module: AppModule; vite?: CreateAppOptions["viteDevServer"] }> {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: "custom" });
    return { module: (await vite.ssrLoadModule("/server/app.ts")) as AppModule, vite };
  }
  const buildFile = path.join(rootDir, "build", "server", "index.js");
  if (!existsSync(buildFile)) {
    console.error("No build found at build/server/index.js. Run `npm run build` first (npm start does).");
    process.exit(1);
  }
  return { module: (await import(buildFile)) as AppModule };
}

async function main() {
  const { module, vite } = await loadApp();
  let handle: AppHandle;
  try {
    handle = await module.createApp({ rootDir, viteDevServer: vite });
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { listener, config, services } = handle;
  // Idle and half-sent connections are closed: held open by a client that never finishes, enough of them exhaust the file descriptors.
  const headersTimeout = config.headersTimeoutMs;
  const server = http.createServer({ connectionsCheckingInterval: Math.min(5_000, Math.ceil(headersTimeout / 2)) }, listener);
  // Behind a proxy that keeps connections open longer, raise KEEP_ALIVE_TIMEOUT_MS above its idle timeout (deploy/).
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = headersTimeout;
  server.requestTimeout = config.requestTimeoutMs;
  // Past the cap new connections are refused at once, so the connections already open keep being served.
  if (config.maxConnections > 0) server.maxConnections = config.maxConnections;
  // ...and one client cannot fill that cap: past its share, its next connection is closed as it arrives.
  if (config.maxConnectionsPerAddress > 0) {
    let loggedAt = 0;
    limitConnectionsPerAddress(server, {
      max: config.maxConnectionsPerAddress,
      // At most a line a minute, however many are refused.
      onRefused: (network, refused) => {
        if (Date.now() - loggedAt < 60_000) return;
        loggedAt = Date.now();
        services.logger.warn({ network, refused, max: config.maxConnectionsPerAddress }, "connections refused: one client holds its share");
      },
    });
  }
  server.on("connection", (socket) => {
    // headersTimeout only starts with the first byte: a connection that sends nothing is closed here.
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, headersTimeout);
    silent.unref();
    socket.once("close", () => clearTimeout(silent));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // The kernel's accept queue as long as it allows (net.core.somaxconn, 4096 on Debian 12; Node asks 511):
    // a client whose connections are closed as fast as it opens them fills a short one, and a visitor's
    // connection that finds it full waits a second for its retry.
    server.listen({ port: config.port, host: config.host, backlog: 65_535 }, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  services.logger.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}` }, "server listening");
  // Tests read this line to learn the port when PORT=0.
  if (process.env.PRINT_PORT === "1") console.log(`LISTENING ${port}`);

  // The installer's nightly timer asks for an automatic backup (ADR 061); one at a time.
  const backupDir = config.backup.dir;
  if (backupDir) {
    let backingUp = false;
    process.on("SIGUSR2", () => {
      if (backingUp || stopping) return;
      backingUp = true;
      void handle
        .automaticBackup()
        .catch((error: unknown) => services.logger.error({ err: error }, "automatic backup failed"))
        .finally(() => (backingUp = false));
    });
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    handle.beginShutdown();
    services.logger.info({ signal }, "shutting down: draining requests");
    const forceTimer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    forceTimer.unref();
    // Stops accepting; resolves once in-flight requests have finished.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    clearTimeout(forceTimer);
    await vite?.close();
    await services.close();
    services.logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
