// The admin's user list filtered by email: part of an address, any case, bounded.
import { beforeAll, describe, expect, it } from "vitest";
import { listUsersForAdmin, MAX_EMAIL_FILTER_LENGTH } from "@/lib/db/user-sessions";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

beforeAll(async () => {
  for (const email of ["ann@acme.test", "bob@acme.test", "cy@other.test"]) {
    await ctx.db.prisma.user.create({
      data: { email, username: email.split("@")[0]!, name: email, passwordHash: "x" },
    });
  }
});

describe("listUsersForAdmin", () => {
  it("keeps only accounts whose email contains the filter, ignoring case and spaces around it", async () => {
    const emails = async (filter: string) => (await listUsersForAdmin(200, filter)).map((u) => u.email).sort();
    expect(await emails(" ACME.test ")).toEqual(["ann@acme.test", "bob@acme.test"]);
    expect(await emails("cy@")).toEqual(["cy@other.test"]);
    expect(await emails("nobody")).toEqual([]);
    expect((await emails("")).length).toBeGreaterThanOrEqual(3);
  });

  it("treats an oversized or pattern-like filter as plain text, without failing", async () => {
    expect(await listUsersForAdmin(200, "%")).toEqual([]);
    expect(await listUsersForAdmin(200, "x".repeat(MAX_EMAIL_FILTER_LENGTH * 10))).toEqual([]);
  });
});
