// GET /admin/users - the accounts, newest first, with disable (behind a confirmation: it revokes
// every app the account authorized) and enable; `?email=` narrows to addresses containing it.
// A table on wide screens; on a phone each row stacks into a card, status and action included,
// so nothing scrolls sideways. Administrators only (404 for everyone else).
import type { Metadata } from "next";
import { FilterForm, FilterSearch } from "@/components/admin/filter-form";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { PostButton } from "@/components/shared/post-button";
import { OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { TableHead } from "@/components/ui/table-head";
import { setUserDisabledAction } from "@/lib/actions/admin-users";
import { requireAdmin } from "@/lib/auth/current-user";
import { type AdminUserRow, listUsersForAdmin, MAX_EMAIL_FILTER_LENGTH } from "@/lib/db/user-sessions";
import { formatDateTime } from "@/lib/format-time";
import { ADMIN_USERS_WORDS as W, USER_FILTER_WORDS as F } from "@/lib/ui-words/admin-users";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

const LIST_LIMIT = 200;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CELL = "px-3 py-1 md:py-2";
/** Shown before a value only where the row is a card (the table's header names it otherwise). */
function CardLabel({ children }: { children: string }) {
  return <span className="text-xs text-slate-600 md:hidden">{children}: </span>;
}

function UserAction({ user, adminId }: { user: AdminUserRow; adminId: string }) {
  if (user.id === adminId) return <span className="text-slate-600">{W.you}</span>;
  if (user.disabledAt) {
    return (
      <PostButton
        action={setUserDisabledAction}
        fields={{ userId: user.id, disabled: "false" }}
        tone="secondary"
        label={W.enableLabel(user.email)}
      >
        {W.enable}
      </PostButton>
    );
  }
  return (
    <ConfirmAction
      trigger={W.disable}
      triggerLabel={W.disableLabel(user.email)}
      consequence={W.disableConsequence(user.email, user.activeGrants)}
      confirmLabel={W.confirmDisable(user.email)}
      pendingLabel={W.disabling}
      action={setUserDisabledAction}
      fields={{ userId: user.id, disabled: "true" }}
    />
  );
}

export default async function AdminUsersPage({ searchParams }: Props) {
  const query = await searchParams;
  const email = typeof query.email === "string" ? query.email.trim().slice(0, MAX_EMAIL_FILTER_LENGTH) : "";
  const admin = await requireAdmin(email ? `/admin/users?email=${encodeURIComponent(email)}` : "/admin/users");
  const users = await listUsersForAdmin(LIST_LIMIT, email);
  const outcome = readOutcome(W.outcomes, query.outcome);
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
      <PageHeader title={W.title} intro={W.intro} />
      <OutcomeNotice text={outcomeText} good={good} className="mt-4" />
      <FilterForm
        search
        action="/admin/users"
        apply={F.apply}
        clear={email ? { href: "/admin/users", label: F.clear } : null}
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <FilterSearch
          id="user-email"
          name="email"
          label={F.label}
          defaultValue={email}
          maxLength={MAX_EMAIL_FILTER_LENGTH}
          placeholder={F.placeholder}
          width="sm:w-72"
        />
      </FilterForm>
      {email ? (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {users.length === 0 ? F.noMatch(email) : F.matching(users.length, email)}
        </p>
      ) : null}
      {users.length > 0 ? (
        <table
          aria-label={W.tableLabel}
          className="mt-4 w-full rounded-lg border border-slate-200 bg-white text-left text-sm max-md:block"
        >
          <TableHead
            className="bg-slate-50 text-slate-700 max-md:sr-only"
            cellClassName="px-3 py-2"
            columns={[
              W.name,
              W.email,
              W.role,
              W.joined,
              { label: W.apps, className: "px-3 py-2 text-right" },
              W.status,
              { label: W.actions, srOnly: true },
            ]}
          />
          <tbody className="max-md:block">
            {users.map((u) => (
              <tr
                key={u.id}
                className="border-t border-slate-200 align-top max-md:grid max-md:grid-cols-2 max-md:py-2 first:max-md:border-t-0"
                data-testid="user-row"
              >
                <td className={`${CELL} font-medium max-md:col-span-2 max-md:block`}>{u.name}</td>
                <td className={`${CELL} wrap-anywhere max-md:col-span-2 max-md:block`}>{u.email}</td>
                <td className={`${CELL} max-md:block`}>
                  <CardLabel>{W.role}</CardLabel>
                  {W.roles[u.role]}
                </td>
                <td className={`${CELL} max-md:block md:whitespace-nowrap`}>
                  <CardLabel>{W.joined}</CardLabel>
                  {formatDateTime(u.createdAt, admin.timeZone)}
                </td>
                <td className={`${CELL} tabular-nums max-md:block md:text-right`}>
                  <CardLabel>{W.apps}</CardLabel>
                  {u.activeGrants}
                </td>
                <td className={`${CELL} max-md:block`} data-testid="user-status">
                  <CardLabel>{W.status}</CardLabel>
                  {u.disabledAt ? W.disabledSince(formatDateTime(u.disabledAt, admin.timeZone)) : W.active}
                </td>
                <td className={`${CELL} max-md:col-span-2 max-md:block max-md:pt-2`}>
                  <UserAction user={u} adminId={admin.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {users.length === LIST_LIMIT ? <p className="mt-2 text-sm text-slate-600">{W.limitNote(LIST_LIMIT)}</p> : null}
    </section>
  );
}
