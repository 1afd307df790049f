// GET /admin/resource-servers - administrators register the credentials resource servers use to
// introspect the API's tokens (RFC 7662), and revoke them. 404 for everyone else.
import type { Metadata } from "next";
import { RegisterResourceServerForm } from "@/components/admin/register-resource-server-form";
import { RevokeResourceServerButton } from "@/components/admin/revoke-resource-server-button";
import { TableHead } from "@/components/ui/table-head";
import { requireAdmin } from "@/lib/auth/current-user";
import { formatDateTime } from "@/lib/format-time";
import { resourceServerStore } from "@/lib/server/roots/oauth";
import { RESOURCE_SERVER_WORDS as W } from "@/lib/ui-words/resource-servers";

export const metadata: Metadata = { title: W.pageTitle };
export const dynamic = "force-dynamic";

export default async function ResourceServersPage() {
  const admin = await requireAdmin("/admin/resource-servers");
  const servers = await (await resourceServerStore()).listResourceServers();
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{W.pageTitle}</h1>
      <p className="max-w-3xl text-sm text-slate-700">{W.intro}</p>
      <RegisterResourceServerForm />
      {servers.length === 0 ? (
        <p className="text-sm text-slate-600">{W.none}</p>
      ) : (
        <table className="cards-on-phone w-full text-left text-sm" aria-label={W.pageTitle}>
          <TableHead
            columns={[W.name, W.credentialId, W.resource, W.created, W.status, { label: W.revoke, srOnly: true }]}
          />
          <tbody>
            {servers.map((s) => (
              <tr key={s.credentialId} className="border-t border-slate-200">
                <td data-label={W.name}>{s.name}</td>
                <td className="font-mono wrap-anywhere" data-label={W.credentialId}>
                  {s.credentialId}
                </td>
                <td className="wrap-anywhere" data-label={W.resource}>
                  {s.resource}
                </td>
                <td data-label={W.created}>{formatDateTime(s.createdAt, admin.timeZone)}</td>
                <td data-label={W.status}>{s.revokedAt ? W.revoked : W.active}</td>
                <td>
                  {s.revokedAt ? null : <RevokeResourceServerButton credentialId={s.credentialId} name={s.name} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
