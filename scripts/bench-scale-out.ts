// Requests per second through nginx (deploy/nginx/site.conf) with one and with two instances of the site
// on one PostgreSQL, on this machine. Needs a build, Debian's postgresql, nginx-light and wrk.
// Usage: node scripts/bench-scale-out.ts [seconds=10] [connections=32]
// wrk comes from one address, and the deploy config caps one address at 40 connections (429 past it).
// Pages: two from the page cache, and the portfolio with a filter, which is rendered for every request.
import "./source-resolution.ts";
import { randomBytes } from "node:crypto";
import { freePort, startProductionServer } from "./production-server.ts";
import { wrk } from "./wrk.ts";

const { default: startPostgres } = await import("../tests/setup/postgres-global.ts");
const { createTestPostgresDatabase } = await import("../tests/support/test-databases.ts");
const { startDeployNginx } = await import("../tests/support/nginx-deploy.ts");

const [seconds = "10", connections = "32"] = process.argv.slice(2);
const provided: Record<string, string> = {};
const stopPostgres = await startPostgres({ provide: (key: string, value: string) => (provided[key] = value) } as never);
if (!provided.postgresUrl) throw new Error(provided.postgresError || "no PostgreSQL");
const database = await createTestPostgresDatabase(provided.postgresUrl);
const shared = {
  DATABASE_URL: database.url,
  APP_SECRET: randomBytes(32).toString("hex"),
  JWT_SECRET: randomBytes(32).toString("hex"),
  TRUST_PROXY: "true",
};
const instances = [await startProductionServer(shared)];
const port = (base: string) => Number(new URL(base).port);
const nginx = await startDeployNginx(await freePort(), [port(instances[0]!.base), port(instances[0]!.base)]);
const targets = ["/en/faq", "/", "/en/portfolio?category=video"];
const rows: string[] = [];
try {
  for (const count of [1, 2]) {
    if (count === 2) {
      instances.push(await startProductionServer(shared));
      await nginx.reload(instances.map((instance) => port(instance.base)));
    }
    for (const target of targets) {
      await wrk(`${nginx.base}${target}`, Number(connections), 2); // warm-up
      const result = await wrk(`${nginx.base}${target}`, Number(connections), Number(seconds));
      rows.push(
        `| ${count} | \`${target}\` | ${Math.round(result.rps).toLocaleString("en")} | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.errors} |`,
      );
    }
  }
  console.log(`Through nginx (one worker, deploy config), wrk -t1 -c${connections} -d${seconds}s, Brotli:`);
  console.log("| instances | page | req/s | p50 | p99 | errors |\n|---:|---|---:|---:|---:|---:|");
  console.log(rows.join("\n"));
} finally {
  nginx.stop();
  for (const instance of instances) await instance.stop();
  await database.drop();
  await stopPostgres?.();
}
