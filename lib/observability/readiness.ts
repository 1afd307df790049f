// Runs named readiness checks side by side, each bounded by a timeout, and reports which failed.
// Only check names and "ok" / "failed" / "timeout" leave here: never an error message, which could
// carry a connection string or a host name.
export type CheckOutcome = "ok" | "failed" | "timeout";
export type ReadinessReport = { ready: boolean; checks: Record<string, CheckOutcome> };
export type ReadinessCheck = () => Promise<boolean>;

function bounded(check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const run = check().then(
    (ok): CheckOutcome => (ok ? "ok" : "failed"),
    (): CheckOutcome => "failed",
  );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs: number,
): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const outcomes = await Promise.all(names.map((name) => bounded(checks[name]!, timeoutMs)));
  const report = Object.fromEntries(names.map((name, i) => [name, outcomes[i]!]));
  return { ready: outcomes.every((o) => o === "ok"), checks: report };
}
