"use server";
// Restoring one of the caller's deleted clients (a plain form on the client list): back to the
// list, which says how it went in fixed words (nothing from the address is echoed).
import { z } from "zod";
import { restoreClient } from "@/lib/clients/use-cases/restore-client";
import { clientDeps } from "@/lib/server/roots/clients";
import { formAction } from "./plumbing/form-action";

const LIST = "/settings/developer/oauth";

export const restoreClientAction = formAction(
  z.object({ clientId: z.string().min(1).max(255) }),
  async (caller, input) => restoreClient(await clientDeps(), { clientId: input.clientId, userId: caller.id }),
  {
    who: "user",
    returnTo: LIST,
    redirectTo: (outcome) => `${LIST}?restored=${outcome.ok ? "1" : "0"}`,
  },
);
