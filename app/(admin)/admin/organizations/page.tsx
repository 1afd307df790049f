// GET /admin/organizations - the organizations, newest first, and the form that creates one with
// its first OWNER (an existing account). Administrators only (404 for everyone else).
import type { Metadata } from "next";
import { ScrollBox } from "@/components/admin/scroll-box";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { TableHead } from "@/components/ui/table-head";
import { createOrganizationAction } from "@/lib/actions/admin-organizations";
import { requireAdmin } from "@/lib/auth/current-user";
import { listOrganizationsForAdmin } from "@/lib/db/organizations-admin";
import { formatDate } from "@/lib/format-time";
import { ADMIN_ORGANIZATIONS_WORDS as W } from "@/lib/ui-words/admin-organizations";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

const LIST_LIMIT = 200;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrganizationsPage({ searchParams }: Props) {
  await requireAdmin("/admin/organizations");
  const [organizations, query] = await Promise.all([listOrganizationsForAdmin(LIST_LIMIT), searchParams]);
  const outcome = readOutcome(W.outcomes, query.outcome);
  const created = organizations.find((o) => o.id === query.organization);
  const outcomeText = !outcome
    ? null
    : outcome === "created"
      ? created
        ? W.outcomes.created(created.name)
        : null
      : W.outcomes[outcome];
  const good = outcome === "created";

  return (
    <section>
      <PageHeader title={W.title} intro={W.intro} />
      <OutcomeNotice text={outcomeText} good={good} className="mt-4" />
      <form
        action={createOrganizationAction}
        className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-3"
        aria-labelledby="new-organization"
      >
        <h2 id="new-organization" className="text-lg font-semibold sm:col-span-3">
          {W.createHeading}
        </h2>
        <Field label={W.name} name="name" required maxLength={100} />
        <Field label={W.slug} name="slug" hint={W.slugHint} required maxLength={100} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        <Field label={W.ownerEmail} name="ownerEmail" type="email" hint={W.ownerHint} required maxLength={254} />
        <div className="sm:col-span-3">
          <SubmitButton>{W.create}</SubmitButton>
        </div>
      </form>
      {organizations.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">{W.none}</p>
      ) : (
        <ScrollBox label={W.tableLabel} className="mt-6 rounded-lg border border-slate-200 bg-white">
          <table className="cards-on-phone w-full text-left text-sm sm:min-w-[40rem]">
            <TableHead
              className="bg-slate-50 text-slate-700"
              cellClassName="px-3 py-2"
              columns={[
                W.name,
                W.slug,
                W.id,
                { label: W.members, className: "px-3 py-2 text-right" },
                { label: W.teams, className: "px-3 py-2 text-right" },
                W.created,
              ]}
            />
            <tbody>
              {organizations.map((o) => (
                <tr key={o.id} className="border-t border-slate-200 align-top" data-testid="organization-row">
                  <td className="px-3 py-2" data-label={W.name}>
                    {o.name}
                  </td>
                  <td className="px-3 py-2 wrap-anywhere" data-label={W.slug}>
                    {o.slug}
                  </td>
                  <td
                    className="px-3 py-2 font-mono text-xs wrap-anywhere"
                    data-testid="organization-id"
                    data-label={W.id}
                  >
                    {o.id}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-label={W.members}>
                    {o.members}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-label={W.teams}>
                    {o.teams}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2" data-label={W.created}>
                    {formatDate(o.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {organizations.length === LIST_LIMIT ? (
        <p className="mt-2 text-sm text-slate-600">{W.limitNote(LIST_LIMIT)}</p>
      ) : null}
    </section>
  );
}
