// The demo seed with the app's password hashing: for `npm run db:seed`, the bench and tests; and
// how the start-up banner names what it seeds.
import { hashPassword } from "@/lib/accounts/password";
import { DEMO_CLIENTS, DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData as seedWith } from "@/lib/db/seed-demo-data";

export function seedDemoData(prisma: Parameters<typeof seedWith>[0]): Promise<void> {
  return seedWith(prisma, { hashPassword });
}

/** One line per demo account, labelled as in the README. */
export function demoAccountLines(): string[] {
  return Object.values(DEMO_USERS).map((u) => `  ${u.label.padEnd(14)} ${u.email} [${u.password}]`);
}

/** One line per demo client: its id, kind, status and (for a confidential one) secret. */
export function demoClientLines(): string[] {
  return Object.values(DEMO_CLIENTS).map(
    (cl) =>
      `  ${cl.clientId.padEnd(24)} ${cl.kind.toLowerCase()} ${cl.status.toLowerCase()}${"secret" in cl ? ` secret=${cl.secret}` : ""}`,
  );
}
