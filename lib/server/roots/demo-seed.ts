// The demo seed with the app's password hashing: for `npm run db:seed`, the bench and tests.
import { hashPassword } from "@/lib/accounts/password";
import { seedDemoData as seedWith } from "@/lib/db/seed-demo-data";

export function seedDemoData(prisma: Parameters<typeof seedWith>[0]): Promise<void> {
  return seedWith(prisma, { hashPassword });
}
