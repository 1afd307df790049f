// The browsers signed in to the account: device, when it signed in and was last active (in the
// viewer's time zone), and "Sign out" for every one but this browser.
import { PostButton } from "@/components/shared/post-button";
import { deviceOfUserAgent } from "@/lib/accounts/rules/device-of-user-agent";
import type { SessionView } from "@/lib/accounts/use-cases/sessions";
import { endOtherSessionsAction, endSessionAction } from "@/lib/actions/accounts";
import { formatDateTime } from "@/lib/format-time";
import { ACCOUNT_WORDS as W, deviceWords } from "@/lib/ui-words/account";

export function SessionList({ sessions, timeZone }: { sessions: readonly SessionView[]; timeZone: string }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {sessions.map((s) => {
        const device = deviceWords(deviceOfUserAgent(s.userAgent));
        return (
          <li
            key={s.reference}
            className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm"
            data-testid="account-session"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {device}
                {s.current ? <span className="ml-2 text-green-800">· {W.thisBrowser}</span> : null}
              </p>
              <p className="text-slate-600">
                {W.signedIn} <time dateTime={s.createdAt.toISOString()}>{formatDateTime(s.createdAt, timeZone)}</time>
                {" · "}
                {W.lastSeen} <time dateTime={s.lastSeenAt.toISOString()}>{formatDateTime(s.lastSeenAt, timeZone)}</time>
              </p>
            </div>
            {s.current ? null : (
              <PostButton
                action={endSessionAction}
                fields={{ session: s.reference }}
                tone="secondary"
                label={W.signOutNamed(device)}
              >
                {W.signOut}
              </PostButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One button for every browser but this one, shown while there is another. */
export function SignOutOthers({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <PostButton action={endOtherSessionsAction} fields={{}} tone="secondary">
        {W.signOutOthers}
      </PostButton>
      <span className="text-slate-600">{W.signOutOthersHint}</span>
    </div>
  );
}
