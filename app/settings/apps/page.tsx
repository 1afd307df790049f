import type { Metadata } from "next";
import { RevokeAccessButton } from "@/components/apps/revoke-access-button";
import { ConsentScopeList } from "@/components/consent/consent-scope-list";
import { requireUser } from "@/lib/auth/current-user";
import { listAuthorizedApps } from "@/lib/db/grants/list-authorized-apps";

export const metadata: Metadata = { title: "Authorized apps" };

export default async function AuthorizedAppsPage() {
  const user = await requireUser("/settings/apps");
  const apps = await listAuthorizedApps(user.id);
  return (
    <section>
      <h1 className="text-2xl font-bold">Authorized apps</h1>
      <p className="mt-1 text-sm text-slate-600">
        Applications you allowed to use your account. Revoking stops their access at once, on every device.
      </p>
      {apps.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No application has access to your account. When you click Allow on an application&apos;s request, it appears here.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {apps.map((app) => (
            <li key={app.clientId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={app.name}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold">{app.name}</h2>
                  <p className="text-sm text-slate-600">
                    From {app.ownerName} · authorized {app.lastAuthorizedAt.toISOString().slice(0, 10)}
                    {app.grantCount > 1 ? ` · ${app.grantCount} devices or sessions` : ""}
                  </p>
                </div>
                <RevokeAccessButton clientId={app.clientId} name={app.name} />
              </div>
              <div className="mt-4">
                {app.legacyUnrestricted ? (
                  <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">Full access to your account (an older app without permissions).</p>
                ) : (
                  <ConsentScopeList scopes={app.scopes} heading="Can:" />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
