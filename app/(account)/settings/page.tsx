import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { type InvitationItem, InvitationList } from "@/components/account/invitation-list";
import { ProfileForm } from "@/components/account/profile-form";
import { SessionList, SignOutOthers } from "@/components/account/session-list";
import { UnverifiedEmailNotice } from "@/components/account/unverified-email-notice";
import { isEmailVerifiedFor } from "@/lib/actions/accounts-email-commands";
import { FactList } from "@/components/ui/fact-list";
import { OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Region } from "@/components/ui/region";
import { listSessions } from "@/lib/accounts/use-cases/sessions";
import { getCurrentSessionId, requireUser } from "@/lib/auth/current-user";
import { sessionDeps } from "@/lib/server/roots/accounts";
import { listReceivedInvitations } from "@/lib/scheduling/invitations";
import { invitationDeps } from "@/lib/server/roots/scheduling";
import { ACCOUNT_WORDS as W } from "@/lib/ui-words/account";
import { GOOD_INVITATION_OUTCOMES, INVITATION_WORDS } from "@/lib/ui-words/invitations";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

/** The page shows this many waiting invitations (the API pages through all of them). */
const INVITATIONS_SHOWN = 50;

/** The look of the page's parts below the account facts. */
const ACCOUNT_SECTION = { className: "mt-8", titleClassName: "text-lg font-semibold" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every IANA zone the runtime knows, UTC first, and the account's own even if it is not listed. */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");
  return ["UTC", ...(zones.includes(current) || current === "UTC" ? [] : [current]), ...zones];
}

export default async function AccountPage({ searchParams }: Props) {
  const user = await requireUser("/settings");
  const [received, query, sessions, verified] = await Promise.all([
    listReceivedInvitations(await invitationDeps(), user, { take: INVITATIONS_SHOWN }),
    searchParams,
    getCurrentSessionId().then((sid) => listSessions(sessionDeps(), user.id, sid)),
    isEmailVerifiedFor(user.id),
  ]);
  const verify = typeof query.verify === "string" ? query.verify : null;
  const profile = readOutcome(W.profileOutcomes, query.profile);
  const session = readOutcome(W.sessionOutcomes, query.session);
  const invitations: InvitationItem[] = received.items.map((i) => ({
    id: i.id,
    role: i.role,
    expiresAt: i.expiresAt,
    kind: i.team ? "team" : "organization",
    name: i.team?.name ?? i.organization?.name ?? "",
  }));
  const outcome = readOutcome(INVITATION_WORDS.outcomes, query.invitation);
  const good = outcome !== null && GOOD_INVITATION_OUTCOMES.includes(outcome);
  const facts = [
    { term: W.email, value: user.email },
    { term: W.username, value: user.username },
    { term: W.role, value: W.roles[user.role] },
  ];
  return (
    <section>
      <PageHeader title={W.title} intro={W.intro} />
      {verified ? null : <UnverifiedEmailNotice email={user.email} outcome={verify} />}
      <FactList
        facts={facts}
        classes={{
          list: "mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white",
          row: "grid grid-cols-3 gap-4 px-5 py-3 text-sm",
          term: "font-medium text-slate-500",
          value: "col-span-2",
        }}
      />
      <p className="mt-4 text-sm">
        <Link href="/settings/password" className="font-medium text-brand-700 underline">
          {W.changePassword}
        </Link>
        {" · "}
        <Link href="/settings/email" className="font-medium text-brand-700 underline">
          {W.changeEmail}
        </Link>
        {" · "}
        <Link href="/settings/two-factor" className="font-medium text-brand-700 underline">
          {W.twoFactor}
        </Link>
        {" · "}
        <Link href="/settings/delete" className="font-medium text-brand-700 underline">
          {W.deleteAccount}
        </Link>
      </p>
      <Region title={W.profileHeading} id="profile-heading" anchor="profile" {...ACCOUNT_SECTION}>
        <OutcomeNotice text={profile ? W.profileOutcomes[profile] : null} good={profile === "saved"} className="mt-3" />
        <ProfileForm name={user.name} timeZone={user.timeZone} timeZones={timeZonesWith(user.timeZone)} />
      </Region>
      <Region title={W.sessionsHeading} id="sessions-heading" anchor="sessions" {...ACCOUNT_SECTION}>
        <p className="mt-1 text-sm text-slate-600">{W.sessionsIntro}</p>
        <OutcomeNotice
          text={session ? W.sessionOutcomes[session] : null}
          good={session === "ended" || session === "others_ended" || session === "no_others"}
          className="mt-3"
        />
        <SignOutOthers count={sessions.filter((s) => !s.current).length} />
        <SessionList sessions={sessions} timeZone={user.timeZone} />
      </Region>
      <Region title={INVITATION_WORDS.heading} id="invitations-heading" {...ACCOUNT_SECTION}>
        <p className="mt-1 text-sm text-slate-600">{INVITATION_WORDS.intro}</p>
        <OutcomeNotice text={outcome ? INVITATION_WORDS.outcomes[outcome] : null} good={good} className="mt-3" />
        <InvitationList invitations={invitations} />
      </Region>
    </section>
  );
}
