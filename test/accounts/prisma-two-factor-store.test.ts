import { createPrismaTwoFactor } from "@/lib/db/accounts/two-factor";
import { createUser } from "@/lib/db/users";
import { twoFactorStoreContract } from "@/lib/accounts/testing/two-factor-store-contract";
import { withTestDatabase } from "../test-database";

withTestDatabase();

let n = 0;
twoFactorStoreContract("prisma store", () => ({
  store: createPrismaTwoFactor(),
  newAccount: async () => {
    const tag = `${Date.now().toString(36)}${++n}`;
    const created = await createUser({
      email: `tf-${tag}@example.com`,
      username: `tf-${tag}`,
      name: "T",
      passwordHash: "h",
    });
    if (!created.ok) throw new Error("setup");
    return created.user.id;
  },
}));
