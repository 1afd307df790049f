// The process's log of storage outages (lib/oauth/token-grants/outage-log.ts), one for every route
// bundle, fed by the OAuth store: each call that fails because the database cannot be reached, and
// each that succeeds. The refresh retry window does not count the time in it.
import { type OutageLog, createOutageLog } from "@/lib/oauth/token-grants/outage-log";
import { isDatabaseUnavailable } from "../http/database-unavailable";

const slot = globalThis as unknown as { __oauthStorageOutages?: OutageLog };

export function storageOutages(): OutageLog {
  slot.__oauthStorageOutages ??= createOutageLog();
  return slot.__oauthStorageOutages;
}

/** The store with every method noting its outcome in `log`; wrapped once, not per call. */
export function outageNotingStore<T extends object>(store: T, log: OutageLog = storageOutages()): T {
  const noted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== "function") {
      noted[name] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => unknown;
    noted[name] = async (...args: unknown[]) => {
      try {
        const result = await method.apply(store, args);
        log.noteSuccess(new Date());
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) log.noteFailure(new Date());
        throw error;
      }
    };
  }
  return noted as T;
}
