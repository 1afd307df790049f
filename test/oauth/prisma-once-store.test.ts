// The database's single-use store honours the same contract as the memory store, on PGlite and PostgreSQL.
import { createPrismaOnceStore } from "@/lib/db/oauth/prisma-once-store";
import { describeOnceStoreContract } from "@/lib/oauth/testing/once-store-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

describeOnceStoreContract("prisma, the driver's statements", async (now) => ({
  store: createPrismaOnceStore(ctx.db.prisma, ctx.db.direct, now),
}));
describeOnceStoreContract("prisma, through Prisma", async (now) => ({
  store: createPrismaOnceStore(ctx.db.prisma, undefined, now),
}));
