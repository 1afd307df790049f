// An interactive transaction is not failed for taking longer than Prisma's 5-second default: on a
// busy machine (or the embedded database, one statement at a time) a first start's seed and an
// ordinary request's transaction both passed it and failed. Each statement stays bounded.
import { expect, it } from "vitest";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

it("commits an interactive transaction that takes more than five seconds", async () => {
  const email = `slow-${Date.now()}@example.com`;
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.user.create({ data: { email, name: "Slow", username: `slow${Date.now()}`, passwordHash: "x" } });
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await tx.user.update({ where: { email }, data: { name: "Slow but committed" } });
  });
  expect((await ctx.db.prisma.user.findUnique({ where: { email } }))?.name).toBe("Slow but committed");
});
