// Changing the account's address: the new one gets a link; the address changes once it is used.
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { changeEmailAction } from "@/lib/actions/accounts-email";
import { requireUser } from "@/lib/auth/current-user";
import { EMAIL_WORDS as W } from "@/lib/ui-words/email-verification";

export const metadata: Metadata = { title: W.changeTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ChangeEmailPage({ searchParams }: Props) {
  const user = await requireUser("/settings/email");
  const done = readOutcome(W.changeOutcomes, (await searchParams).done);
  return (
    <section className="max-w-md">
      <PageHeader title={W.changeTitle} intro={W.changeIntro} />
      <OutcomeNotice text={done ? W.changeOutcomes[done] : null} good={done === "sent"} className="mt-4" />
      <p className="mt-4 text-sm">
        {W.current}: <span className="font-medium break-all">{user.email}</span>
      </p>
      <form action={changeEmailAction} className="mt-4 space-y-4">
        <Field label={W.newEmail} name="newEmail" type="email" autoComplete="email" required maxLength={320} />
        <Field
          label={W.currentPassword}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
        <SubmitButton>{W.send}</SubmitButton>
      </form>
      <p className="mt-8 text-sm">
        <Link href="/settings" className="font-medium text-brand-700 underline">
          {W.back}
        </Link>
      </p>
    </section>
  );
}
