// The second step of a two-step sign-in: reached from the password step with its ticket, and on
// to where the person was going (the consent screen they came from) once the code is right.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AuthCard, AuthFooter } from "@/components/auth/auth-card";
import { TwoFactorForm } from "@/components/auth/two-factor-form";
import { presentedTwoFactorTicket } from "@/lib/auth/device-cookie-scope";
import { verifyTwoFactorTicket } from "@/lib/auth/two-factor-ticket";
import { safeReturnPath } from "@/lib/safe-return-path";
import { getConfig } from "@/lib/server/roots/config";
import { TWO_FACTOR_WORDS as W } from "@/lib/ui-words/two-factor";

export const metadata: Metadata = { title: W.stepTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TwoFactorPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : undefined);
  const back = `/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  const jar = await cookies();
  const header = jar
    .getAll()
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  if (!verifyTwoFactorTicket(getConfig().authSecret, presentedTwoFactorTicket(header), new Date()))
    redirect(`${back}&expired=1`);
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{W.stepTitle}</h1>
      <p className="mt-1 text-sm text-slate-600">{W.stepIntro}</p>
      <AuthCard>
        <TwoFactorForm callbackUrl={callbackUrl} />
      </AuthCard>
      <AuthFooter href={back}>{W.startOver}</AuthFooter>
    </section>
  );
}
