"use server";

// The admin review decisions: an administrator, then the command. Both outcomes change what the
// review pages show (a lost race means someone else decided), so both refresh them.
import { decideClientChangeCommand, decideClientCommand } from "./admin-commands";
import { adminAction } from "./plumbing/user-action";

const QUEUE = "/admin/oauth-clients";
const clientPage = (clientId: string) => `${QUEUE}/${encodeURIComponent(clientId)}`;

export const decideClientAction = adminAction(decideClientCommand, {
  revalidate: (result, input) => {
    const clientId = (input as { clientId?: unknown } | null)?.clientId;
    return !result.ok && result.code === "invalid_input"
      ? []
      : [QUEUE, ...(typeof clientId === "string" ? [clientPage(clientId)] : [])];
  },
});

export const decideClientChangeAction = adminAction(decideClientChangeCommand, {
  revalidate: (result) => {
    if (result.ok) return [QUEUE, clientPage(result.data.clientId)];
    return result.code === "invalid_input" ? [] : [QUEUE];
  },
});
