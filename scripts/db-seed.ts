// `npm run db:seed`: creates the demo accounts and clients (idempotent).
import { openConfiguredDatabase } from "@/lib/db/open-configured-database";
import { seedDemoData } from "@/lib/db/seed-demo-data";

const db = await openConfiguredDatabase();
try {
  await seedDemoData(db.prisma);
  console.log("Demo data is in place. See README.md for the accounts and clients.");
} finally {
  await db.close();
}
