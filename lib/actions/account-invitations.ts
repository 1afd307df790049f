"use server";
// Accepting or declining an invitation on the account page. Only the signed-in person whose
// account email the invitation is addressed to can answer it; for anyone else it does not exist.
// The outcome travels in the address, so the page reports it after it re-renders.
import { z } from "zod";
import { acceptInvitation, declineInvitation } from "@/lib/scheduling/invitations";
import { invitationDeps } from "@/lib/server/roots/scheduling";
import { formAction } from "./plumbing/form-action";

const PAGE = "/settings";
const schema = z.object({ invitationId: z.string().min(1).max(64), answer: z.enum(["accept", "decline"]) });

export const answerInvitationAction = formAction(
  schema,
  async (user, { invitationId, answer }) => {
    const deps = await invitationDeps();
    const invitee = { id: user.id, email: user.email };
    const result =
      answer === "accept"
        ? await acceptInvitation(deps, invitee, invitationId)
        : await declineInvitation(deps, invitee, invitationId);
    return result.ok ? { ok: true as const, data: answer === "accept" ? "accepted" : "declined" } : result;
  },
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => {
      const invitation = outcome.ok ? outcome.data : outcome.code === "invalid_input" ? "not_found" : outcome.code;
      return `${PAGE}?${new URLSearchParams({ invitation })}`;
    },
  },
);
