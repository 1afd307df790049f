// Asking for a reset link answers a registered email in the same time as an unknown one, so the
// time of the answer is no oracle of registered emails. Time itself is not what is compared: on a
// loaded machine the noise of one request is larger than the one INSERT that made the difference
// (measured here: which of a known/unknown pair was slower is a near coin flip under load with
// or without the fix). What the answer waits for is compared instead, which no machine's speed
// changes: the statements on the database before the answer, wired as the service runs them, are
// the same for both. The core's rule (the answer waits for nothing that depends on the account) is
// proved in lib/accounts/use-cases/self-service.test.ts.
import { describe, expect, it } from "vitest";
import { requestResetCommand } from "@/lib/actions/account-commands";
import { requestResetSchema } from "@/lib/actions/schemas/account-forms";
import { installDatabase } from "@/lib/db/db";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

/** `model.operation` of every call on the database's models since the last `splice`. */
const statements: string[] = [];

/** The installed database, with each model's calls noted (the rate limits' own table left out). */
function recordingDatabase() {
  const prisma = new Proxy(ctx.db.prisma, {
    get(client, model) {
      const delegate: unknown = Reflect.get(client, model);
      if (typeof model !== "string" || model.startsWith("$") || model === "rateLimiterFlexible") return delegate;
      if (typeof delegate !== "object" || delegate === null) return delegate;
      return new Proxy(delegate, {
        get(target, operation) {
          const call: unknown = Reflect.get(target, operation);
          if (typeof call !== "function") return call;
          return (...args: unknown[]) => {
            statements.push(`${model}.${String(operation)}`);
            return call.apply(target, args);
          };
        },
      });
    },
  });
  return { ...ctx.db, prisma };
}

/** The statements issued before the answer, and those after it (each request its own address). */
async function ask(email: string, address: string) {
  statements.splice(0);
  const answer = await requestResetCommand(requestResetSchema.parse({ email }), address);
  const before = statements.splice(0);
  await afterAnswerSettled();
  return { answer, before, after: statements.splice(0) };
}

describe("forgot-password answer", () => {
  it("waits for the same database work for a registered email as for an unknown one: none of it on the account", async () => {
    const user = await ctx.db.prisma.user.create({
      data: { email: "timed@example.test", username: "timed", name: "T", passwordHash: "x" },
    });
    installDatabase(recordingDatabase());
    try {
      const known = await ask(user.email, "198.18.20.1");
      const unknown = await ask("nobody-timed@example.test", "198.18.20.2");
      expect(known.answer).toEqual({ ok: true, data: null });
      expect(unknown.answer).toEqual(known.answer);
      expect(known.before).toEqual(unknown.before);
      // The lookup, and for the account its link, came after the answer.
      expect(known.after).toEqual(["user.findFirst", "passwordReset.create"]);
      expect(unknown.after).toEqual(["user.findFirst"]);
    } finally {
      installDatabase(ctx.db);
    }
  });
});
