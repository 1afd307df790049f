// Pushed authorization requests' storage (PushedRequestPort) as a reusable suite, run on the
// memory store and on Prisma like the other contracts.
import { describe, expect, it } from "vitest";
import type { PushedRequestPort, PushedRequestRecord } from "../par/pushed-request-storage";

export interface PushedRequestContractFixture {
  readonly store: PushedRequestPort;
  readonly clientId: string;
  readonly otherClientId: string;
}

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MANY = 1000;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2)}`;

export function describePushedRequestContract(name: string, setup: () => Promise<PushedRequestContractFixture>): void {
  const pushed = (clientId: string, over: Partial<PushedRequestRecord> = {}): PushedRequestRecord => ({
    referenceHash: unique("ref"),
    clientId,
    params: `client_id=${encodeURIComponent(clientId)}&response_type=code&state=${unique("s")}`,
    expiresAt: at(60),
    ...over,
  });

  describe(`${name}: pushed authorization requests`, () => {
    it("hands a pushed request out once, with its parameters exactly as stored", async () => {
      const f = await setup();
      const r = pushed(f.clientId);
      await f.store.savePushedRequest(r, T0, MANY);
      expect(await f.store.consumePushedRequest(r.referenceHash, f.clientId, at(1))).toBe(r.params);
      expect(await f.store.consumePushedRequest(r.referenceHash, f.clientId, at(2))).toBeNull();
      expect(await f.store.consumePushedRequest("missing", f.clientId, at(2))).toBeNull();
    });

    it("refuses another client's reference without using it up", async () => {
      const f = await setup();
      const r = pushed(f.clientId);
      await f.store.savePushedRequest(r, T0, MANY);
      expect(await f.store.consumePushedRequest(r.referenceHash, f.otherClientId, at(1))).toBeNull();
      expect(await f.store.consumePushedRequest(r.referenceHash, f.clientId, at(1))).toBe(r.params);
    });

    it("refuses a request at and after its expiry", async () => {
      const f = await setup();
      const r = pushed(f.clientId);
      await f.store.savePushedRequest(r, T0, MANY);
      expect(await f.store.consumePushedRequest(r.referenceHash, f.clientId, at(60))).toBeNull();
      const later = pushed(f.clientId);
      await f.store.savePushedRequest(later, T0, MANY);
      expect(await f.store.consumePushedRequest(later.referenceHash, f.clientId, at(59.999))).toBe(later.params);
    });

    it("lets exactly one of many concurrent uses of the same request_uri win", async () => {
      const f = await setup();
      const r = pushed(f.clientId);
      await f.store.savePushedRequest(r, T0, MANY);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => f.store.consumePushedRequest(r.referenceHash, f.clientId, at(1))),
      );
      expect(results.filter((p) => p !== null)).toEqual([r.params]);
    });

    it("keeps at most the newest live requests per client, sparing other clients' and forgetting expired ones", async () => {
      const f = await setup();
      const others = pushed(f.otherClientId);
      await f.store.savePushedRequest(others, T0, 3);
      const dead = pushed(f.clientId, { expiresAt: at(5) });
      await f.store.savePushedRequest(dead, T0, 3);
      const mine = Array.from({ length: 4 }, (_, i) => pushed(f.clientId, { expiresAt: at(60 + i) }));
      for (const [i, r] of mine.entries()) await f.store.savePushedRequest(r, at(10 + i), 3);
      expect(await f.store.consumePushedRequest(mine[0]!.referenceHash, f.clientId, at(20))).toBeNull();
      for (const r of mine.slice(1))
        expect(await f.store.consumePushedRequest(r.referenceHash, f.clientId, at(20))).toBe(r.params);
      expect(await f.store.consumePushedRequest(others.referenceHash, f.otherClientId, at(20))).toBe(others.params);
    });
  });
}
