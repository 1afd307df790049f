// Deleting one's account: what it does, the clients' fate (deleted, or handed over by address), and
// the password (and a code, with two-step sign-in on) that confirm it.
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { deletionFacts } from "@/lib/actions/accounts-deletion-commands";
import { deleteAccountAction } from "@/lib/actions/accounts-deletion";
import { requireUser } from "@/lib/auth/current-user";
import { DELETION_WORDS as W } from "@/lib/ui-words/account-deletion";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DeleteAccountPage({ searchParams }: Props) {
  const user = await requireUser("/settings/delete");
  const [facts, query] = await Promise.all([deletionFacts(user.id), searchParams]);
  const error = readOutcome(W.errors, query.error);
  return (
    <section className="max-w-xl">
      <PageHeader title={W.title} intro={W.intro} />
      {error ? (
        <Notice tone="error" className="mt-4">
          {W.errors[error]}
        </Notice>
      ) : null}
      <form action={deleteAccountAction} className="mt-6 space-y-5">
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <legend className="px-1 font-semibold">{W.clientsHeading}</legend>
          {facts.clients === 0 ? (
            <p>{W.noClients}</p>
          ) : (
            <>
              <p>{W.clientsCount(facts.clients)}</p>
              <label className="mt-3 flex items-start gap-2">
                <input type="radio" name="clients" value="delete" defaultChecked className="mt-1" />
                <span>{W.deleteClients}</span>
              </label>
              <label className="mt-2 flex items-start gap-2">
                <input type="radio" name="clients" value="hand_over" className="mt-1" />
                <span>{W.handOver}</span>
              </label>
              <div className="mt-3">
                <Field
                  label={W.handOverEmail}
                  hint={W.handOverHint}
                  name="handOverEmail"
                  type="email"
                  autoComplete="off"
                  maxLength={320}
                />
              </div>
            </>
          )}
        </fieldset>
        <Field
          label={W.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
        {facts.twoFactor ? (
          <Field label={W.code} name="code" type="text" autoComplete="one-time-code" required maxLength={40} />
        ) : null}
        <SubmitButton tone="danger">{W.submit}</SubmitButton>
      </form>
      <p className="mt-8 text-sm">
        <Link href="/settings" className="font-medium text-brand-700 underline">
          {W.back}
        </Link>
      </p>
    </section>
  );
}
