// Use-case dependencies on a MemoryClientStore, with a fixed clock and counting randomness.
import type { ClientDeps } from "../deps";
import { MemoryClientStore } from "./memory-client-store";

export const T0 = new Date("2030-01-01T00:00:00Z");

export function memoryClientDeps(now: Date = T0): ClientDeps & { store: MemoryClientStore } {
  let counter = 0;
  return {
    store: new MemoryClientStore(),
    now: () => now,
    randomBytes: (size) => Uint8Array.from({ length: size }, (_, i) => (++counter + i) % 256),
  };
}
