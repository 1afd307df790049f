// compose.yaml and the files it mounts agree with the service and with each other: the topology the
// cluster tier proves (three instances behind HAProxy, PgBouncer in front of PostgreSQL, Redis),
// settings the service's own configuration accepts, and a drain that outlasts HAProxy's checks.
// Docker is not needed: the YAML is read as data; where docker is installed, `docker compose
// config` checks it as well.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseConfig } from "@/lib/server/roots/config";
// @ts-expect-error - a plain JavaScript module without type declarations
import { shutdownSettings } from "./scripts/drain.mjs";

type Service = {
  build?: string;
  image?: string;
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
};
const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ["app-1", "app-2", "app-3"];
const haproxyConfig = readFileSync("deploy/haproxy.cfg", "utf8");
const pgbouncerIni = readFileSync("deploy/pgbouncer/pgbouncer.ini", "utf8");

/** Compose's interpolation: `${X:-default}` gives the default, `${X:?message}` the value an operator must set. */
function interpolate(value: string | number): string {
  return String(value)
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")
    .replace(/\$\{[A-Z_]+:\?[^}]*\}/g, "x".repeat(44));
}
const environment = (name: string) =>
  Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
const hostOf = (url: string) => new URL(url).host;
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? Number.NaN);

describe("compose.yaml", () => {
  it("runs three instances behind HAProxy, on PostgreSQL through PgBouncer, and Redis", () => {
    expect(Object.keys(services).sort()).toEqual([
      "app-1",
      "app-2",
      "app-3",
      "haproxy",
      "pgbouncer",
      "postgres",
      "redis",
    ]);
    for (const app of APPS) {
      expect(services[app]?.build, app).toBe(".");
      expect(services[app]?.image, app).toBe("scheduling-oauth:local");
    }
    expect(services.haproxy?.image).toMatch(/^haproxy:/);
    expect(services.pgbouncer?.build).toBe("deploy/pgbouncer");
  });

  it("gives every instance settings the service accepts for production, and the same secret", () => {
    for (const app of APPS) {
      const config = parseConfig(environment(app));
      expect(config.appEnv, app).toBe("production");
      expect(config.redisUrl && hostOf(config.redisUrl), app).toBe("redis:6379");
      expect(config.trustedProxyHops, app).toBe(1);
    }
    expect(services["app-1"]?.environment?.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
    for (const app of APPS) expect(services[app]?.environment).toEqual(services["app-1"]?.environment);
  });

  it("sends requests through PgBouncer in transaction pooling, and migrations and locks to PostgreSQL", () => {
    const env = environment("app-1");
    expect(hostOf(env.DATABASE_URL!)).toBe("pgbouncer:6432");
    expect(env.DATABASE_POOLER).toBe("transaction");
    expect(hostOf(env.DIRECT_DATABASE_URL!)).toBe("postgres:5432");
    const database = new URL(env.DATABASE_URL!).pathname.slice(1);
    expect(new URL(env.DIRECT_DATABASE_URL!).pathname.slice(1)).toBe(database);
    expect(pgbouncerIni).toMatch(new RegExp(`^${database} = host=postgres port=5432 dbname=${database}$`, "m"));
    expect(pgbouncerIni).toMatch(/^pool_mode = transaction$/m);
    expect(pgbouncerIni).toMatch(/^listen_port = 6432$/m);
    const user = new URL(env.DATABASE_URL!).username;
    expect(readFileSync("deploy/pgbouncer/userlist.txt", "utf8")).toContain(`"${user}" `);
  });

  it("starts each instance after the stores it needs are healthy, and checks its readiness", () => {
    for (const app of APPS) {
      const after = services[app]?.depends_on ?? {};
      for (const store of ["postgres", "pgbouncer", "redis"]) {
        expect(after[store]?.condition, `${app} after ${store}`).toBe("service_healthy");
        expect(services[store]?.healthcheck, store).toBeDefined();
      }
      expect(services[app]?.healthcheck?.test.join(" ")).toContain("/readyz");
    }
  });

  it("balances over exactly the three instances on their port, checking /readyz", () => {
    const servers = [...haproxyConfig.matchAll(/^\s*server (\S+) "\$\{APP_\d-([^}]+)\}"/gm)].map((m) => [m[1], m[2]]);
    expect(servers).toEqual(APPS.map((app) => [app, `${app}:3000`]));
    expect(haproxyConfig).toMatch(/^\s*balance roundrobin$/m);
    expect(haproxyConfig).toMatch(/^\s*http-check send meth GET uri \/readyz /m);
    expect(haproxyConfig).toMatch(/^\s*bind "\$\{LB_BIND-:8080\}"$/m);
    expect(services.haproxy?.ports).toEqual(["8080:8080"]);
    expect(services.haproxy?.volumes).toEqual(["./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro"]);
  });

  it("keeps an instance serving after SIGTERM until HAProxy's checks have taken it out, within the grace period", () => {
    const milliseconds = (name: string) => {
      const match = new RegExp(`\\b${name} (\\d+)(ms|s)\\b`).exec(haproxyConfig);
      return Number(match?.[1]) * (match?.[2] === "s" ? 1000 : 1);
    };
    const fall = Number(/\bfall (\d+)\b/.exec(haproxyConfig)?.[1]);
    // The first failing check waits up to a whole interval; the next ones come every fastinter.
    const noticed =
      milliseconds("inter") + (fall - 1) * milliseconds("fastinter") + fall * milliseconds("timeout check");
    for (const app of APPS) {
      const drain = shutdownSettings(environment(app)) as { readinessDelayMs: number; timeoutMs: number };
      expect(drain.readinessDelayMs, app).toBeGreaterThan(noticed);
      expect(seconds(services[app]!.stop_grace_period!) * 1000, app).toBeGreaterThan(
        drain.readinessDelayMs + drain.timeoutMs,
      );
    }
  });

  it("names only files that exist", () => {
    const local = Object.values(services).flatMap((s) => [
      ...(s.build ? [s.build] : []),
      ...(s.volumes ?? []).map((v) => v.split(":")[0]!).filter((v) => v.startsWith("./")),
    ]);
    expect(local.length).toBeGreaterThan(3);
    expect(local.filter((path) => !existsSync(path))).toEqual([]);
  });

  const docker = spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0;
  it.skipIf(!docker)("is accepted by docker compose", () => {
    const run = spawnSync("docker", ["compose", "config", "--quiet"], {
      env: { ...process.env, AUTH_SECRET: "x".repeat(44) },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
