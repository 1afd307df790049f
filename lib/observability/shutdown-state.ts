// Set when the process has been asked to stop: readiness turns 503 so a load balancer drains it
// while in-flight requests finish.
const slot = globalThis as unknown as { __oauthShuttingDown?: boolean };

export function markShuttingDown(): void {
  slot.__oauthShuttingDown = true;
}

export function isShuttingDown(): boolean {
  return slot.__oauthShuttingDown === true;
}
