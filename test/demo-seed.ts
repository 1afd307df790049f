// The demo data for tests: the seed `npm run db:seed` runs, with quick password hashes (see
// quick-password-hash.ts). test/seed-and-accounts.test.ts proves the seed with the app's hashing.
import { seedDemoData as seedWith } from "@/lib/db/seed-demo-data";
import { quickPasswordHash } from "./quick-password-hash";

export function seedDemoData(prisma: Parameters<typeof seedWith>[0]): Promise<void> {
  return seedWith(prisma, { hashPassword: quickPasswordHash });
}
