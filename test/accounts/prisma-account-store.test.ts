import {
  createPrismaAccounts,
  createPrismaAuthorizedApps,
  createPrismaSessions,
} from "@/lib/db/accounts/prisma-account-store";
import { createPrismaPasswordResets } from "@/lib/db/accounts/password-resets";
import { accountStoreContract } from "@/lib/accounts/testing/account-store-contract";
import { withTestDatabase } from "../test-database";

withTestDatabase();

accountStoreContract("prisma store", () => ({
  accounts: createPrismaAccounts(),
  sessions: createPrismaSessions(),
  apps: createPrismaAuthorizedApps(),
  resets: createPrismaPasswordResets(),
}));
