// A server that cannot listen exits, with the reason, instead of staying alive without serving:
// Next.js logs an uncaught error and carries on, so a worker whose port was taken used to stay
// half-started, forever, while its primary waited for it.
import { createServer, type Server } from "node:net";
import { expect, test } from "@playwright/test";
import { createFreshDatabase, startProductionServer, type FreshDatabase } from "./production-server";

const PORT = 3177;

let db: FreshDatabase;
let squatter: Server;

test.beforeAll(async () => {
  db = await createFreshDatabase();
  squatter = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => squatter.listen(PORT, resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => squatter?.close(resolve));
  await db?.drop();
});

for (const workers of ["1", "2"]) {
  test(`a server of ${workers} worker(s) whose port is taken exits, naming the reason`, async () => {
    // Past the helper's own bound, which stops a server that never got ready.
    test.setTimeout(360_000);
    const start = startProductionServer(PORT, db.url, { WEB_CONCURRENCY: workers }, { readyWithinMs: 180_000 });
    await expect(start).rejects.toThrow(/exited during start-up[\s\S]*EADDRINUSE/);
  });
}
