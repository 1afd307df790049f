// Before the whole e2e run: the apps' redirect URIs answer on loopback (app-callbacks.ts) until
// the run ends.
import { startAppCallbacks } from "./app-callbacks";

export default async function globalSetup(): Promise<() => Promise<void>> {
  return startAppCallbacks();
}
