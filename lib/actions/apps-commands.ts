// What the "Authorized apps" page's revoke button does once it knows who is calling.
import "server-only";
import { z } from "zod";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";
import { AUTHORIZED_APPS_WORDS } from "@/lib/ui-words/authorized-apps";
import { command } from "./plumbing/command";

export const revokeAppSchema = z.object({ clientId: z.string().min(1).max(255) });

/** Revokes every live grant the caller gave the app, with their refresh tokens. */
export const revokeAppAccessCommand = command(
  revokeAppSchema,
  async (caller, { clientId }) => {
    const revoked = await revokeAppAccess({ userId: caller.id, clientId });
    return revoked === 0 ? { ok: false as const, code: "not_found" } : { ok: true as const, data: { revoked } };
  },
  () => ({ message: AUTHORIZED_APPS_WORDS.noLongerHasAccess }),
);
