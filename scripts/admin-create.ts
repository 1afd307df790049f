// `npm run admin:create -- --email ops@example.com [--name "Ops Team"] [--password ...]`
// Makes an existing account an administrator, or creates one (printing a generated password once
// when none is given). Uses DATABASE_URL, or the embedded database, like db:seed.
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";
import { ensureAdminUser } from "@/lib/server/roots/ensure-admin";

const USAGE = 'Usage: npm run admin:create -- --email <email> [--name "<name>"] [--password <password>]';

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    help: { type: "boolean" },
  },
  strict: true,
});
if (values.help || !values.email) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const db = await openConfiguredDatabase();
try {
  const result = await ensureAdminUser(db.prisma, {
    email: values.email,
    name: values.name,
    password: values.password,
  });
  const who = `${result.user.name} <${result.user.email}>`;
  if (result.outcome === "already_admin") console.log(`${who} is already an administrator.`);
  if (result.outcome === "promoted") console.log(`${who} is now an administrator.`);
  if (result.outcome === "created") console.log(`Created administrator ${who} (username ${result.user.username}).`);
  if (result.generatedPassword)
    console.log(`Generated password (shown once, store it safely): ${result.generatedPassword}`);
  if (result.passwordIgnored) console.log("The account already existed: its password was not changed.");
} catch (err) {
  if (!(err instanceof ZodError)) throw err;
  console.error(err.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  console.error(USAGE);
  process.exitCode = 2;
} finally {
  await db.close();
}
