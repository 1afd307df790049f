// What the "Authorized apps" page's revoke button does once it knows who is calling.
import "server-only";
import { z } from "zod";
import { revokeApp } from "@/lib/accounts/use-cases/authorized-apps";
import { authorizedAppDeps } from "@/lib/server/roots/accounts";
import { AUTHORIZED_APPS_WORDS } from "@/lib/ui-words/authorized-apps";
import { command } from "./plumbing/command";

export const revokeAppSchema = z.object({ clientId: z.string().min(1).max(255) });

/** Revokes every live grant the caller gave the app, with their refresh tokens. */
export const revokeAppAccessCommand = command(
  revokeAppSchema,
  (caller, { clientId }) => revokeApp(authorizedAppDeps(), caller.id, clientId),
  () => ({ message: AUTHORIZED_APPS_WORDS.noLongerHasAccess }),
);
