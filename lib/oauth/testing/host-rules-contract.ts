// Trusted agent hosts' storage (HostRulePort) as a reusable suite, run on the memory store and on
// Prisma (PGlite, PostgreSQL) like the other contracts.
import { describe, expect, it } from "vitest";
import type { HostRulePort, NewHostRule } from "../client-metadata/host-rules/ports";

export interface HostRuleContractFixture {
  readonly store: HostRulePort;
  /** An administrator's id the store may record. */
  readonly adminId: string;
  /** What the audit log holds of host rules, oldest first: "added <pattern>" / "removed <pattern>". */
  readonly audited: () => Promise<string[]>;
}

const T0 = new Date("2030-01-01T00:00:00Z");
const rule = (pattern: string, over: Partial<NewHostRule> = {}): NewHostRule => ({
  pattern,
  effect: "ALLOW",
  scopes: ["PROFILE_READ"],
  reason: "Our own agent",
  createdAt: T0,
  ...over,
});

export function describeHostRuleContract(name: string, setup: () => Promise<HostRuleContractFixture>): void {
  describe(`${name}: trusted agent hosts`, () => {
    it("stores a rule as given and finds it only by its exact pattern", async () => {
      const f = await setup();
      const actor = { adminId: f.adminId };
      expect(
        await f.store.addHostRule(rule("*.example.com", { scopes: ["PROFILE_READ", "BOOKING_READ"] }), actor, 10),
      ).toBe("added");
      expect(await f.store.addHostRule(rule("bad.example.org", { effect: "DENY", scopes: [] }), actor, 10)).toBe(
        "added",
      );
      const found = await f.store.findHostRules(["agents.example.com", "*.example.com"]);
      expect(found).toEqual([
        expect.objectContaining({
          pattern: "*.example.com",
          effect: "ALLOW",
          scopes: ["PROFILE_READ", "BOOKING_READ"],
          reason: "Our own agent",
          createdAt: T0,
        }),
      ]);
      expect(await f.store.findHostRules(["example.com", "*.org"])).toEqual([]);
      expect((await f.store.listHostRules()).map((r) => r.pattern).sort()).toEqual([
        "*.example.com",
        "bad.example.org",
      ]);
    });

    it("keeps one rule per pattern", async () => {
      const f = await setup();
      const actor = { adminId: f.adminId };
      expect(await f.store.addHostRule(rule("one.example.com"), actor, 10)).toBe("added");
      expect(await f.store.addHostRule(rule("one.example.com", { effect: "DENY", scopes: [] }), actor, 10)).toBe(
        "exists",
      );
      expect(await f.store.findHostRules(["one.example.com"])).toMatchObject([{ effect: "ALLOW" }]);
    });

    it("never stores more than the bound, however many are added at once", async () => {
      const f = await setup();
      const actor = { adminId: f.adminId };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => f.store.addHostRule(rule(`h${i}.example.com`), actor, 3)),
      );
      expect(results.filter((r) => r === "added")).toHaveLength(3);
      expect(results.filter((r) => r === "full")).toHaveLength(5);
      expect(await f.store.listHostRules()).toHaveLength(3);
    });

    it("removes a rule once and audits each addition and removal with the pattern", async () => {
      const f = await setup();
      const actor = { adminId: f.adminId };
      await f.store.addHostRule(rule("gone.example.com"), actor, 10);
      const [stored] = await f.store.findHostRules(["gone.example.com"]);
      const removed = await f.store.removeHostRule(stored!.id, actor, T0);
      expect(removed).toMatchObject({ pattern: "gone.example.com" });
      expect(await f.store.removeHostRule(stored!.id, actor, T0)).toBeNull();
      expect(await f.store.removeHostRule("no-such-rule", actor, T0)).toBeNull();
      expect(await f.store.findHostRules(["gone.example.com"])).toEqual([]);
      expect(await f.audited()).toEqual(["added gone.example.com", "removed gone.example.com"]);
    });
  });
}
