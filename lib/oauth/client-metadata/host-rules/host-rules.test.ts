import { describe, expect, it } from "vitest";
import { createMemoryHostRules } from "../../testing/memory-host-rules";
import { parseHostPattern, patternsNaming } from "./host-pattern";
import { approvedByHostRule, findHostVerdict, hostVerdict } from "./host-verdict";
import { addHostRule, MAX_HOST_RULE_REASON_LENGTH, MAX_HOST_RULES, removeHostRule } from "./manage-host-rules";
import type { HostRule } from "./ports";

const NOW = new Date("2030-01-01T00:00:00Z");
const stored = (pattern: string, effect: HostRule["effect"], scopes: HostRule["scopes"] = []): HostRule => ({
  id: pattern,
  pattern,
  effect,
  scopes,
  reason: "r",
  createdAt: NOW,
});

describe("a host pattern", () => {
  it("is an exact host or '*.' and a registrable domain, written as a URL writes it", () => {
    expect(parseHostPattern(" Agents.Example.COM. ")).toEqual({
      ok: true,
      value: { pattern: "agents.example.com", kind: "exact" },
    });
    expect(parseHostPattern("*.example.com")).toEqual({
      ok: true,
      value: { pattern: "*.example.com", kind: "suffix" },
    });
    expect(parseHostPattern(".example.co.uk")).toEqual({
      ok: true,
      value: { pattern: "*.example.co.uk", kind: "suffix" },
    });
    expect(parseHostPattern("bücher.example")).toMatchObject({ ok: true, value: { pattern: "xn--bcher-kva.example" } });
    expect(parseHostPattern("127.0.0.1")).toMatchObject({ ok: true, value: { pattern: "127.0.0.1" } });
  });

  it("refuses a suffix that would trust every owner under a public suffix", () => {
    for (const input of ["*.com", ".com", "*.co.uk", "*.github.io", "*.127.0.0.1"])
      expect(parseHostPattern(input), input).toEqual({ ok: false, problem: "suffix_too_broad" });
  });

  it("refuses anything that is not a plain host", () => {
    for (const input of [
      "",
      "https://example.com",
      "example.com:443",
      "example.com/path",
      "user@example.com",
      "*.*.example.com",
      "a*.example.com",
      "-bad-.example.com",
      "exa mple.com",
      "[::1]",
      "a\u0000.example.com",
      `${"a".repeat(250)}.com`,
    ])
      expect(parseHostPattern(input).ok, JSON.stringify(input)).toBe(false);
  });

  it("names a host by itself and by the suffixes of its parents below the public suffix", () => {
    expect(patternsNaming("a.b.example.co.uk")).toEqual(["a.b.example.co.uk", "*.b.example.co.uk", "*.example.co.uk"]);
    expect(patternsNaming("example.com")).toEqual(["example.com"]);
    expect(patternsNaming("127.0.0.1")).toEqual(["127.0.0.1"]);
  });
});

describe("the host verdict", () => {
  it("is decided by the most specific rule: exact host, then the longest suffix", () => {
    const rules = [
      stored("*.example.com", "DENY"),
      stored("agents.example.com", "ALLOW", ["PROFILE_READ"]),
      stored("*.team.example.com", "ALLOW", ["BOOKING_READ"]),
    ];
    expect(hostVerdict("agents.example.com", rules)).toEqual({
      kind: "allow",
      pattern: "agents.example.com",
      scopes: ["PROFILE_READ"],
    });
    expect(hostVerdict("x.team.example.com", rules)).toMatchObject({ kind: "allow", pattern: "*.team.example.com" });
    expect(hostVerdict("other.example.com", rules)).toEqual({ kind: "deny", pattern: "*.example.com" });
    // A suffix names the subdomains, not the domain itself.
    expect(hostVerdict("example.com", rules)).toEqual({ kind: "none" });
    expect(hostVerdict("example.org", rules)).toEqual({ kind: "none" });
  });

  it("approves only a client asking for some scopes, every one of them allowed", () => {
    const allow = { kind: "allow", pattern: "a.example.com", scopes: ["PROFILE_READ", "BOOKING_READ"] } as const;
    expect(approvedByHostRule(allow, ["PROFILE_READ"])).toBe(true);
    expect(approvedByHostRule(allow, ["PROFILE_READ", "BOOKING_WRITE"])).toBe(false);
    expect(approvedByHostRule(allow, [])).toBe(false);
    expect(approvedByHostRule({ kind: "none" }, ["PROFILE_READ"])).toBe(false);
    expect(approvedByHostRule({ kind: "deny", pattern: "a.example.com" }, ["PROFILE_READ"])).toBe(false);
  });
});

describe("managing host rules", () => {
  const deps = () => ({ store: createMemoryHostRules(), now: NOW });
  const input = (over: Partial<Parameters<typeof addHostRule>[1]> = {}) => ({
    pattern: ".example.com",
    effect: "ALLOW" as const,
    scopes: ["PROFILE_READ"],
    reason: "  Our agents  ",
    adminId: "admin-1",
    ...over,
  });

  it("stores the canonical pattern, the trimmed reason and audits the administrator", async () => {
    const d = deps();
    expect(await addHostRule(d, input())).toEqual({ ok: true, data: { pattern: "*.example.com" } });
    expect(await d.store.listHostRules()).toMatchObject([{ pattern: "*.example.com", reason: "Our agents" }]);
    expect(d.store.audit).toEqual([{ event: "added", pattern: "*.example.com", adminId: "admin-1" }]);
    expect(await findHostVerdict(d.store, "x.example.com")).toMatchObject({ kind: "allow", scopes: ["PROFILE_READ"] });
  });

  it("refuses bad input with a code and stores nothing", async () => {
    const d = deps();
    const cases: [Partial<Parameters<typeof addHostRule>[1]>, string][] = [
      [{ pattern: "*.com" }, "suffix_too_broad"],
      [{ pattern: "http://x" }, "host_invalid"],
      [{ scopes: [] }, "scopes_invalid"],
      [{ scopes: ["NOT_A_SCOPE"] }, "scopes_invalid"],
      [{ effect: "DENY", scopes: ["PROFILE_READ"] }, "scopes_invalid"],
      [{ reason: " " }, "reason_invalid"],
      [{ reason: "x".repeat(MAX_HOST_RULE_REASON_LENGTH + 1) }, "reason_invalid"],
      [{ reason: "a\u0007b" }, "reason_invalid"],
    ];
    for (const [over, code] of cases) expect(await addHostRule(d, input(over)), code).toEqual({ ok: false, code });
    expect(await d.store.listHostRules()).toEqual([]);
  });

  it("keeps one rule per pattern and at most MAX_HOST_RULES", async () => {
    const d = deps();
    await addHostRule(d, input());
    expect(await addHostRule(d, input({ pattern: "*.EXAMPLE.com", effect: "DENY", scopes: [] }))).toEqual({
      ok: false,
      code: "pattern_exists",
    });
    for (let i = 1; i < MAX_HOST_RULES; i++) await addHostRule(d, input({ pattern: `h${i}.example.org` }));
    expect(await addHostRule(d, input({ pattern: "one-more.example.org" }))).toEqual({
      ok: false,
      code: "too_many_rules",
    });
  });

  it("removes a rule by id, once", async () => {
    const d = deps();
    await addHostRule(d, input({ effect: "DENY", scopes: [] }));
    const [rule] = await d.store.listHostRules();
    expect(await removeHostRule(d, { id: rule!.id, adminId: "admin-2" })).toMatchObject({ ok: true });
    expect(await removeHostRule(d, { id: rule!.id, adminId: "admin-2" })).toEqual({ ok: false, code: "not_found" });
    expect(await findHostVerdict(d.store, "x.example.com")).toEqual({ kind: "none" });
  });
});
