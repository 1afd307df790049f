import { describe, expect, it } from "vitest";
import { createMemoryAccounts } from "../testing/memory-account-store";
import { upgradePasswordHash } from "./upgrade-password-hash";

// Test hashing: "old:" hashes are of an older cost, "new:" of today's.
const deps = (m = createMemoryAccounts()) => ({
  m,
  deps: {
    accounts: m.accounts,
    hashPassword: async (p: string) => `new:${p}`,
    needsRehash: (stored: string) => stored.startsWith("old:"),
  },
});

async function account(m: ReturnType<typeof createMemoryAccounts>, passwordHash: string) {
  const created = await m.accounts.insertAccount({ email: "a@example.com", username: "a", name: "A", passwordHash });
  if (!created.ok) throw new Error("setup");
  return created.account.id;
}

describe("upgrading a password hash after sign-in", () => {
  it("stores the password hashed at today's cost over the older hash it verified against", async () => {
    const { m, deps: d } = deps();
    const userId = await account(m, "old:pw");
    expect(await upgradePasswordHash(d, { userId, password: "pw", verifiedHash: "old:pw" })).toBe("upgraded");
    expect(await m.accounts.findPasswordHash(userId)).toBe("new:pw");
  });

  it("leaves a hash of today's cost alone", async () => {
    const { m, deps: d } = deps();
    const userId = await account(m, "new:pw");
    expect(await upgradePasswordHash(d, { userId, password: "pw", verifiedHash: "new:pw" })).toBe("current");
    expect(await m.accounts.findPasswordHash(userId)).toBe("new:pw");
  });

  it("never overwrites a password changed since the sign-in verified the old one", async () => {
    const { m, deps: d } = deps();
    const userId = await account(m, "old:pw");
    await m.accounts.replacePasswordHash(userId, "new:changed");
    expect(await upgradePasswordHash(d, { userId, password: "pw", verifiedHash: "old:pw" })).toBe("changed_meanwhile");
    expect(await m.accounts.findPasswordHash(userId)).toBe("new:changed");
  });
});
