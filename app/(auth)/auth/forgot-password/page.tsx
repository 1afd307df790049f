import type { Metadata } from "next";
import { AuthCard, AuthFooter } from "@/components/auth/auth-card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SubmitButton } from "@/components/shared/submit-button";
import { RESET_LINK_TTL_MS } from "@/lib/accounts/use-cases/password-reset";
import { requestResetAction } from "@/lib/actions/accounts";
import { safeReturnPath } from "@/lib/safe-return-path";
import { PASSWORD_RESET_WORDS as W } from "@/lib/ui-words/password-reset";

export const metadata: Metadata = { title: W.requestTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

function failureOf(error: string | undefined, retry: string | undefined): string | null {
  if (error === "too_many_requests") return W.tooMany(retry && /^\d{1,7}$/.test(retry) ? Number(retry) : 60);
  if (error === "invalid_input") return W.invalidEmail;
  if (error === "internal") return W.internal;
  return null;
}

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(one(params.callbackUrl));
  const signIn = `/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  const failure = failureOf(one(params.error), one(params.retry));
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{params.sent ? W.sentTitle : W.requestTitle}</h1>
      {params.sent ? (
        <Notice tone="success" className="mt-4">
          {W.sent(RESET_LINK_TTL_MS / 60_000)}
        </Notice>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{W.requestIntro}</p>
          {failure ? (
            <Notice tone="error" className="mt-4">
              {failure}
            </Notice>
          ) : null}
          <AuthCard>
            <form action={requestResetAction} className="space-y-4">
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <Field label={W.email} name="email" type="email" autoComplete="email" required maxLength={320} />
              <SubmitButton className="w-full">{W.send}</SubmitButton>
            </form>
          </AuthCard>
        </>
      )}
      <AuthFooter href={signIn}>{W.backToSignIn}</AuthFooter>
    </section>
  );
}
