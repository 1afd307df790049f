// In-memory ClientStore for unit tests. Transactions run one at a time (a queue stands in for the
// row locks) and roll back on a thrown error, so use cases behave as on PostgreSQL.
import type { ClientRepository, ClientStore } from "../ports";
import { memoryRepository } from "./memory-client-repository";
import { MemoryClientState } from "./memory-client-state";

export class MemoryClientStore implements ClientStore {
  readonly state = new MemoryClientState();
  private queue: Promise<unknown> = Promise.resolve();

  transaction<T>(work: (repo: ClientRepository) => Promise<T>): Promise<T> {
    const run = async () => {
      const before = this.state.snapshot();
      try {
        return await work(memoryRepository(this.state));
      } catch (err) {
        this.state.restore(before);
        throw err;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
