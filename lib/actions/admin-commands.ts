// What each admin review action does once it knows the caller is an administrator.
import "server-only";
import { decideClient } from "@/lib/clients/use-cases/decide-client";
import { decideClientChange } from "@/lib/clients/use-cases/decide-client-change";
import { securityEvent } from "@/lib/observability/security-event";
import { clientDeps } from "@/lib/server/roots/clients";
import { mailOwnerNotice } from "@/lib/server/roots/owner-notice-mail";
import { failureWords } from "@/lib/ui-words/client-failures";
import { ownerNoticeMail } from "@/lib/ui-words/owner-notices";
import { command } from "./plumbing/command";
import { changeDecisionSchema, clientDecisionSchema } from "./schemas/decision-forms";

export const decideClientCommand = command(
  clientDecisionSchema,
  async (caller, input) => {
    const result = await decideClient(await clientDeps(), { ...input, actorId: caller.id });
    if (result.ok) {
      securityEvent("admin_decision", { clientId: input.clientId, decision: input.action, adminId: caller.id });
      mailOwnerNotice(result.data.notice, ownerNoticeMail);
    }
    return result;
  },
  failureWords,
);

export const decideClientChangeCommand = command(
  changeDecisionSchema,
  async (caller, input) => {
    const result = await decideClientChange(await clientDeps(), { ...input, actorId: caller.id });
    if (result.ok) {
      securityEvent("admin_decision", {
        changeId: input.changeId,
        decision: `change_${input.action}`,
        adminId: caller.id,
      });
      mailOwnerNotice(result.data.notice, ownerNoticeMail);
    }
    return result;
  },
  failureWords,
);
