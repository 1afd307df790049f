// GET /admin/users - the accounts, newest first, with disable (behind a confirmation: it revokes
// every app the account authorized) and enable. Administrators only (404 for everyone else).
import type { Metadata } from "next";
import { ScrollBox } from "@/components/admin/scroll-box";
import { buttonClass } from "@/components/shared/button-styles";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { setUserDisabledAction } from "@/lib/actions/admin-users";
import { requireAdmin } from "@/lib/auth/current-user";
import { listUsersForAdmin } from "@/lib/db/user-sessions";
import { formatDate } from "@/lib/format-time";
import { ADMIN_USERS_WORDS as W, type UserListOutcome } from "@/lib/ui-words/admin-users";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

const LIST_LIMIT = 200;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function isOutcome(value: unknown): value is UserListOutcome {
  return typeof value === "string" && Object.hasOwn(W.outcomes, value);
}

export default async function AdminUsersPage({ searchParams }: Props) {
  const admin = await requireAdmin("/admin/users");
  const users = await listUsersForAdmin(LIST_LIMIT);
  const query = await searchParams;
  const outcome = isOutcome(query.outcome) ? query.outcome : null;
  const subject = users.find((u) => u.id === query.user);
  const outcomeText = !outcome
    ? null
    : outcome === "disabled" || outcome === "enabled"
      ? subject
        ? W.outcomes[outcome](subject.email)
        : null
      : W.outcomes[outcome];
  const good = outcome === "disabled" || outcome === "enabled";

  return (
    <section>
      <h1 className="text-2xl font-bold">{W.title}</h1>
      <p className="mt-1 text-sm text-slate-700">{W.intro}</p>
      {outcomeText ? (
        <p
          role={good ? "status" : "alert"}
          className={`mt-4 rounded-md px-3 py-2 text-sm ${good ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
        >
          {outcomeText}
        </p>
      ) : null}
      <ScrollBox label={W.tableLabel} className="mt-6 rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {W.name}
              </th>
              <th scope="col" className="px-3 py-2">
                {W.email}
              </th>
              <th scope="col" className="px-3 py-2">
                {W.role}
              </th>
              <th scope="col" className="px-3 py-2">
                {W.joined}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {W.apps}
              </th>
              <th scope="col" className="px-3 py-2">
                {W.status}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{W.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-t border-slate-200 align-top" data-testid="user-row">
                <td className="px-3 py-2">{u.name}</td>
                <td className="break-all px-3 py-2">{u.email}</td>
                <td className="px-3 py-2">{W.roles[u.role]}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(u.createdAt)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{u.activeGrants}</td>
                <td className="px-3 py-2">{u.disabledAt ? W.disabledSince(formatDate(u.disabledAt)) : W.active}</td>
                <td className="px-3 py-2">
                  {u.id === admin.id ? (
                    <span className="text-slate-600">{W.you}</span>
                  ) : u.disabledAt ? (
                    <form action={setUserDisabledAction}>
                      <input type="hidden" name="userId" value={u.id} />
                      <input type="hidden" name="disabled" value="false" />
                      <button type="submit" className={buttonClass("secondary")} aria-label={W.enableLabel(u.email)}>
                        {W.enable}
                      </button>
                    </form>
                  ) : (
                    <ConfirmAction
                      trigger={W.disable}
                      triggerLabel={W.disableLabel(u.email)}
                      consequence={W.disableConsequence(u.email, u.activeGrants)}
                      confirmLabel={W.confirmDisable(u.email)}
                      pendingLabel={W.disabling}
                      action={setUserDisabledAction}
                      fields={{ userId: u.id, disabled: "true" }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {users.length === LIST_LIMIT ? <p className="mt-2 text-sm text-slate-600">{W.limitNote(LIST_LIMIT)}</p> : null}
    </section>
  );
}
