import { decideAuthorizationAction } from "@/app/auth/oauth2/authorize/actions";
import type { ConsentClient } from "@/lib/db/oauth/find-authorize-client";
import type { UserRecord } from "@/lib/db/users";
import type { ValidAuthorizeRequest } from "@/lib/oauth/authorize-request";
import { ConsentScopeList } from "./consent-scope-list";

function redirectHost(uri: string): string {
  try {
    const url = new URL(uri);
    return url.host || `${url.protocol}${url.pathname}`;
  } catch {
    return uri;
  }
}

type Props = { client: ConsentClient; request: ValidAuthorizeRequest; user: UserRecord; formRequest: string; csrf: string };

export function ConsentScreen({ client, request, user, formRequest, csrf }: Props) {
  return (
    <section className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="consent-title">
      <div className="flex items-center gap-4">
        {client.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a third-party logo, shown at its URL
          <img src={client.logoUrl} alt="" className="h-12 w-12 rounded-md border border-slate-200 object-cover" referrerPolicy="no-referrer" />
        ) : (
          <div aria-hidden className="flex h-12 w-12 items-center justify-center rounded-md bg-brand-100 text-lg font-bold text-brand-700">
            {client.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div>
          <h1 id="consent-title" className="text-xl font-semibold">
            {client.name} wants to access your account
          </h1>
          <p className="text-sm text-slate-600">
            From {client.ownerName}
            {client.websiteUrl ? (
              <>
                {" · "}
                <a href={client.websiteUrl} className="text-brand-700 hover:underline" rel="noopener noreferrer" target="_blank">
                  {redirectHost(client.websiteUrl)}
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {client.description ? <p className="mt-4 text-sm text-slate-700">{client.description}</p> : null}

      <div className="mt-5">
        {request.legacyUnrestricted ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="note">
            <p className="font-semibold">Full access to your account</p>
            <p className="mt-1">
              This application was registered before permissions existed and does not say what it needs. If you allow it,
              it can read and change everything in your account, including your bookings, schedules, teams and organizations.
            </p>
          </div>
        ) : (
          <ConsentScopeList scopes={request.scopes} />
        )}
      </div>

      <dl className="mt-5 space-y-1 text-sm text-slate-600">
        <div>
          <dt className="inline font-medium text-slate-700">Signed in as </dt>
          <dd className="inline" data-testid="consent-account">
            {user.name} ({user.email})
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">You will be sent to </dt>
          <dd className="inline font-mono" data-testid="consent-redirect-host">
            {redirectHost(request.redirectUri)}
          </dd>
        </div>
      </dl>

      <form action={decideAuthorizationAction} className="mt-6 flex gap-3">
        <input type="hidden" name="request" value={formRequest} />
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" name="decision" value="deny" className="flex-1 rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
          Deny
        </button>
        <button type="submit" name="decision" value="allow" className="flex-1 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Allow
        </button>
      </form>
      <p className="mt-4 text-xs text-slate-500">
        You can revoke this access at any time in Authorized apps. Allowing does not share your password.
      </p>
    </section>
  );
}
