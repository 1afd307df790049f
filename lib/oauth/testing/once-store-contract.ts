// The single-use store's contract (lib/oauth/replay/once-store.ts) as a reusable suite, run on the
// memory store in the unit tier and on PGlite and PostgreSQL in test/oauth/prisma-once-store.test.ts.
import { describe, expect, it } from "vitest";
import type { OnceKind, OnceStore } from "../replay/once-store";

export interface OnceStoreFixture {
  /** A store whose clock reads `now()` at each call. */
  readonly store: OnceStore;
}

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2)}`;

export function describeOnceStoreContract(name: string, setup: (now: () => Date) => Promise<OnceStoreFixture>): void {
  describe(`${name}: OnceStore`, () => {
    const clocked = async () => {
      let now = T0;
      const { store } = await setup(() => now);
      return { store, setNow: (date: Date) => (now = date) };
    };

    it("answers true the first time and false for a replay while the record lives", async () => {
      const { store, setNow } = await clocked();
      const id = unique("jti");
      expect(await store.firstUse("dpop_proof", id, at(60))).toBe(true);
      expect(await store.firstUse("dpop_proof", id, at(60))).toBe(false);
      setNow(at(59.999));
      expect(await store.firstUse("dpop_proof", id, at(120))).toBe(false);
    });

    it("keeps the kinds apart: one id may be used once as each kind", async () => {
      const { store } = await clocked();
      const id = unique("jti");
      const kinds: OnceKind[] = ["dpop_proof", "client_assertion"];
      for (const kind of kinds) expect(await store.firstUse(kind, id, at(60))).toBe(true);
      for (const kind of kinds) expect(await store.firstUse(kind, id, at(60))).toBe(false);
    });

    it("forgets a record at its expiry, then records the id again with its new expiry", async () => {
      const { store, setNow } = await clocked();
      const id = unique("jti");
      expect(await store.firstUse("client_assertion", id, at(60))).toBe(true);
      setNow(at(60));
      expect(await store.firstUse("client_assertion", id, at(300))).toBe(true);
      setNow(at(299));
      expect(await store.firstUse("client_assertion", id, at(400))).toBe(false);
    });

    it("does not extend a live record when a replay names a later expiry", async () => {
      const { store, setNow } = await clocked();
      const id = unique("jti");
      expect(await store.firstUse("dpop_proof", id, at(60))).toBe(true);
      expect(await store.firstUse("dpop_proof", id, at(3600))).toBe(false);
      setNow(at(60));
      expect(await store.firstUse("dpop_proof", id, at(120))).toBe(true);
    });

    it("lets exactly one of many concurrent first uses win", async () => {
      const { store } = await clocked();
      const id = unique("jti");
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => store.firstUse("client_assertion", id, at(60))),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it("tells apart ids that share a long prefix, and takes any characters", async () => {
      const { store } = await clocked();
      const prefix = unique("x").padEnd(4000, "x");
      const odd = `${unique("odd")}\u0000'";--é😀`;
      for (const id of [`${prefix}a`, `${prefix}b`, odd])
        expect(await store.firstUse("dpop_proof", id, at(60))).toBe(true);
      for (const id of [`${prefix}a`, `${prefix}b`, odd])
        expect(await store.firstUse("dpop_proof", id, at(60))).toBe(false);
    });
  });
}
