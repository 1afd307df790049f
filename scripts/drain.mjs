// The order in which a server process stops on SIGTERM (scripts/serve.mjs): readiness turns false
// first and the process keeps serving for SHUTDOWN_READINESS_DELAY_MS, so a load balancer's health
// checks take it out before its listener closes; a connection the balancer opened after that would
// be refused, or reset while it waited to be accepted, and a request sent on it lost. Then the
// listener closes, in-flight requests get up to SHUTDOWN_TIMEOUT_MS to finish, and the storage closes.

const MS = /^\d{1,7}$/;

function milliseconds(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!MS.test(raw)) throw new Error(`${name} must be a whole number of milliseconds (e.g. 5000), not "${raw}".`);
  return Number(raw);
}

/** The shutdown settings, read once at start-up; a malformed one stops the server naming it. */
export function shutdownSettings(env = process.env) {
  return {
    readinessDelayMs: milliseconds(env, "SHUTDOWN_READINESS_DELAY_MS", 0),
    timeoutMs: milliseconds(env, "SHUTDOWN_TIMEOUT_MS", 10_000),
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs the steps of a graceful stop in order. `requestsFinished` resolves once no request is in
 * flight; it is given at most `timeoutMs` before `closeStorage` runs anyway.
 */
export async function drain(steps, settings, wait = pause) {
  steps.markNotReady();
  if (settings.readinessDelayMs > 0) await wait(settings.readinessDelayMs);
  steps.stopAccepting();
  await Promise.race([steps.requestsFinished(), wait(settings.timeoutMs)]);
  steps.closeConnections();
  await steps.closeStorage();
}
