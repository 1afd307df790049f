import type { Metadata } from "next";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { NewPasswordField } from "@/components/auth/new-password-field";
import { HiddenFields } from "@/components/shared/post-button";
import { Notice } from "@/components/ui/notice";
import { SubmitButton } from "@/components/shared/submit-button";
import { isResetLinkLive } from "@/lib/accounts/use-cases/password-reset";
import { resetPasswordAction } from "@/lib/actions/accounts";
import { safeReturnPath } from "@/lib/safe-return-path";
import { resetPasswordDeps } from "@/lib/server/roots/accounts";
import { PASSWORD_RESET_WORDS as W } from "@/lib/ui-words/password-reset";

export const metadata: Metadata = { title: W.resetTitle };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

export default async function ResetPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(one(params.callbackUrl));
  const token = one(params.token).slice(0, 100);
  const live = token !== "" && (await isResetLinkLive(resetPasswordDeps(), token));
  const askAgain = `/auth/forgot-password?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{W.resetTitle}</h1>
      {live ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{W.resetIntro}</p>
          {params.error === "invalid_password" ? (
            <Notice tone="error" className="mt-4">
              {W.invalidPassword}
            </Notice>
          ) : null}
          <AuthCard>
            <form action={resetPasswordAction} className="space-y-4">
              <HiddenFields fields={{ token, callbackUrl }} />
              <NewPasswordField label={W.newPassword} />
              <SubmitButton className="w-full">{W.save}</SubmitButton>
            </form>
          </AuthCard>
        </>
      ) : (
        <>
          <Notice tone="warning" className="mt-4">
            {W.linkExpired}
          </Notice>
          <p className="mt-4 text-sm">
            <AuthLink href={askAgain}>{W.askAgain}</AuthLink>
          </p>
        </>
      )}
    </section>
  );
}
