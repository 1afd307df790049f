// One production build for all production-server tests, reused while the sources are unchanged;
// the apps' redirect URIs answer on loopback (e2e/app-callbacks.ts) until the run ends.
import { startAppCallbacks } from "../../e2e/app-callbacks";

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The e2e run's build when it is fresh (npm test runs e2e first), else a new one.
  process.env.NEXT_DIST_DIR ??= ".next";
  // @ts-expect-error - a plain JavaScript module without type declarations
  const { buildIfStale } = await import("../../scripts/build-if-stale.mjs");
  buildIfStale(process.env);
  return startAppCallbacks();
}
