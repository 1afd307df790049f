// The account page's forms: name and time zone (the same rules as the API's PATCH /v2/me, through
// its use case), and signing out one of the account's other sessions (the sessions core).
import "server-only";
import { getServerSession } from "next-auth";
import { z } from "zod";
import { endOtherSession, listSessions } from "@/lib/accounts/use-cases/sessions";
import { timeZoneSchema } from "@/lib/scheduling/schemas/common";
import { updateProfile } from "@/lib/scheduling/use-cases/profile";
import { sessionDeps } from "@/lib/server/accounts";
import { profileDeps } from "@/lib/server/scheduling";
import { signUpSchema } from "@/lib/actions/schemas/account-forms";
import { getAuthOptions } from "./auth-options";

export const accountProfileSchema = z.object({ name: signUpSchema.shape.name, timeZone: timeZoneSchema });
export const endSessionSchema = z.object({ session: z.string().min(1).max(64) });

async function currentSid(): Promise<string | undefined> {
  return (await getServerSession(getAuthOptions()))?.sid;
}

export async function saveAccountProfile(userId: string, input: z.output<typeof accountProfileSchema>) {
  const outcome = await updateProfile(await profileDeps(), userId, input);
  return outcome.ok ? { ok: true as const, data: null } : outcome;
}

export async function listAccountSessions(userId: string) {
  return listSessions(sessionDeps(), userId, await currentSid());
}

export async function signOutOtherSession(userId: string, input: z.output<typeof endSessionSchema>) {
  return endOtherSession(sessionDeps(), { userId, currentSid: await currentSid() }, input.session);
}
