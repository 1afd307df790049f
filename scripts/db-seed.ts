// `npm run db:seed`: creates the demo accounts and clients (idempotent).
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";
import { seedDemoData } from "@/lib/server/roots/demo-seed";

const db = await openConfiguredDatabase();
try {
  await seedDemoData(db.prisma);
  console.log("Demo data is in place. See README.md for the accounts and clients.");
} finally {
  await db.close();
}
