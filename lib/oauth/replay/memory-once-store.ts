// The single-use store in one process's memory: for the unit tier and a single instance. Bounded:
// expired records are swept when the map is full, and when it is still full of live records a new
// identifier is refused (false), because an identifier that cannot be remembered cannot be proven
// single-use; refusing fails closed (the presenter makes a new proof or assertion).
import { type OnceKind, type OnceStore, onceIdHash, onceRecordLive } from "./once-store";

export const DEFAULT_MEMORY_ONCE_CAPACITY = 100_000;

export interface MemoryOnceStoreOptions {
  readonly now?: () => Date;
  readonly capacity?: number;
}

export class MemoryOnceStore implements OnceStore {
  private readonly records = new Map<string, Date>();
  private readonly now: () => Date;
  private readonly capacity: number;

  constructor(options: MemoryOnceStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.capacity = options.capacity ?? DEFAULT_MEMORY_ONCE_CAPACITY;
  }

  async firstUse(kind: OnceKind, id: string, expiresAt: Date): Promise<boolean> {
    const key = `${kind}:${onceIdHash(kind, id)}`;
    const now = this.now();
    const recorded = this.records.get(key);
    if (recorded !== undefined && onceRecordLive(recorded, now)) return false;
    if (recorded === undefined && this.records.size >= this.capacity) {
      this.sweep(now);
      if (this.records.size >= this.capacity) return false;
    }
    this.records.set(key, expiresAt);
    return true;
  }

  /** How many records are held, live or not yet swept (for tests of the bound). */
  get size(): number {
    return this.records.size;
  }

  private sweep(now: Date): void {
    for (const [key, expiresAt] of this.records) if (!onceRecordLive(expiresAt, now)) this.records.delete(key);
  }
}
