// The people the bench signs in as, seeded before the server starts (idempotent). One person holds
// at most MAX_LIVE_GRANTS_PER_USER_AND_CLIENT live grants of the bench's app, so a workload that
// needs a grant per connection (chained refresh) spreads its grants over this many people.
import { hashPassword } from "@/lib/accounts/password";
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";
import { BENCH_PEOPLE, benchPerson } from "./prepare-tokens";

const db = await openConfiguredDatabase();
try {
  const passwordHash = await hashPassword(benchPerson(0).password);
  for (let i = 0; i < BENCH_PEOPLE; i++) {
    const { email, name } = benchPerson(i);
    await db.prisma.user.upsert({
      where: { email },
      // Confirmed addresses: an unconfirmed account may not authorize apps.
      update: { emailVerifiedAt: new Date() },
      create: { email, username: email.split("@")[0]!, name, passwordHash, emailVerifiedAt: new Date() },
    });
  }
} finally {
  await db.close();
}
