// Slows password guessing: after MAX_FAILURES failed sign-ins for one email from one address
// within the window, further attempts are refused until the window has passed. Counted in
// memory, per server process (a deployment with several instances multiplies the allowance).
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED = 10_000;

type Entry = { failures: number; windowStart: number };

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.windowStart >= WINDOW_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  isBlocked(key: string): boolean {
    return (this.live(key)?.failures ?? 0) >= MAX_FAILURES;
  }

  recordFailure(key: string): void {
    const entry = this.live(key) ?? { failures: 0, windowStart: this.now() };
    entry.failures += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Bounded memory: forget the oldest keys first.
    while (this.entries.size > MAX_TRACKED) this.entries.delete(this.entries.keys().next().value!);
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }
}

const slot = globalThis as unknown as { __signInThrottle?: SignInThrottle };
export function signInThrottle(): SignInThrottle {
  slot.__signInThrottle ??= new SignInThrottle();
  return slot.__signInThrottle;
}

/** One key per email and client address; the address is the first X-Forwarded-For hop if any. */
export function throttleKey(email: string, headers: Record<string, unknown> | undefined): string {
  const forwarded = headers?.["x-forwarded-for"];
  const address = typeof forwarded === "string" ? forwarded.split(",")[0]!.trim().slice(0, 64) : "direct";
  return `${email}|${address}`;
}
