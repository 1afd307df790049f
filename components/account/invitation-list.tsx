// The invitations waiting for the signed-in person, each with Accept and Decline. Plain forms:
// they work without JavaScript, and the outcome comes back in the address.
import { PostButton } from "@/components/shared/post-button";
import { EmptyState } from "@/components/ui/empty-state";
import { answerInvitationAction } from "@/lib/actions/account-invitations";
import { formatDate } from "@/lib/format-time";
import type { MembershipRole } from "@/lib/scheduling/ports";
import { INVITATION_WORDS as W } from "@/lib/ui-words/invitations";

export type InvitationItem = {
  id: string;
  role: MembershipRole;
  expiresAt: Date;
  kind: "team" | "organization";
  name: string;
};

export function InvitationList({ invitations }: { invitations: readonly InvitationItem[] }) {
  if (invitations.length === 0)
    return (
      <EmptyState className="mt-3 p-4" testId="no-invitations">
        {W.none}
      </EmptyState>
    );
  return (
    <ul className="mt-3 space-y-3">
      {invitations.map((i) => (
        <li
          key={i.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
          data-testid="invitation"
          aria-label={W.offer(i.kind, i.name, i.role)}
        >
          <div className="min-w-0">
            <p className="break-words font-medium">{W.offer(i.kind, i.name, i.role)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={i.expiresAt.toISOString()}>{W.expires(formatDate(i.expiresAt))}</time>
            </p>
          </div>
          <div className="flex gap-2">
            <PostButton
              action={answerInvitationAction}
              fields={{ invitationId: i.id, answer: "accept" }}
              label={W.acceptLabel(i.name)}
            >
              {W.accept}
            </PostButton>
            <PostButton
              action={answerInvitationAction}
              fields={{ invitationId: i.id, answer: "decline" }}
              tone="secondary"
              label={W.declineLabel(i.name)}
            >
              {W.decline}
            </PostButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
