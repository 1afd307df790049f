// A mailed link proving an address: opening it shows what it proves and asks to confirm (a mail
// scanner that follows the link changes nothing); the confirmation uses it, once.
import type { Metadata } from "next";
import { AuthCard, AuthFooter } from "@/components/auth/auth-card";
import { HiddenFields } from "@/components/shared/post-button";
import { SubmitButton } from "@/components/shared/submit-button";
import { Notice } from "@/components/ui/notice";
import { readOutcome } from "@/components/ui/notice";
import { liveVerificationOf } from "@/lib/actions/accounts-email-commands";
import { confirmEmailAction } from "@/lib/actions/accounts-email";
import { EMAIL_WORDS as W } from "@/lib/ui-words/email-verification";

export const metadata: Metadata = { title: W.confirmTitle };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const params = await searchParams;
  const done = readOutcome(W.confirmOutcomes, params.done);
  const token = typeof params.token === "string" ? params.token.slice(0, 100) : "";
  const live = !done && token ? await liveVerificationOf(token) : null;
  const good = done === "change" || done === "sign_up";
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{W.confirmTitle}</h1>
      <AuthCard>
        {done ? (
          <Notice tone={good ? "success" : "error"}>{W.confirmOutcomes[done]}</Notice>
        ) : live ? (
          <form action={confirmEmailAction} className="space-y-4">
            <p className="text-sm break-words">
              {live.purpose === "change" ? W.confirmChange(live.email) : W.confirmSignUp(live.email)}
            </p>
            <HiddenFields fields={{ token }} />
            <SubmitButton className="w-full">{W.confirm}</SubmitButton>
          </form>
        ) : (
          <Notice tone="error">{W.confirmOutcomes.link_expired}</Notice>
        )}
      </AuthCard>
      <AuthFooter href="/auth/signin">{W.signIn}</AuthFooter>
    </section>
  );
}
