// Slows password guessing: after MAX_FAILURES failed sign-ins for one email within the window,
// further attempts are refused until the window has passed. Keyed by email alone: a client
// address could be spoofed through X-Forwarded-For, and the cost (someone can make an account
// wait 15 minutes) is the lesser evil. Counted in memory, per server process.
export const MAX_FAILURES = 10;
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
