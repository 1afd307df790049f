// Two-step sign-in settings: set it up (QR code, then a code from the app, then the recovery codes
// once), or turn it off (password and a code).
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { TwoFactorConfirmForm } from "@/components/account/two-factor-confirm-form";
import { PostButton } from "@/components/shared/post-button";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { twoFactorStatus } from "@/lib/accounts/two-factor/two-factor";
import { pendingEnrolmentView } from "@/lib/actions/accounts-two-factor-commands";
import { disableTwoFactorAction, startTwoFactorAction } from "@/lib/actions/accounts-two-factor";
import { requireUser } from "@/lib/auth/current-user";
import { formatDateTime } from "@/lib/format-time";
import { twoFactorDeps } from "@/lib/server/roots/accounts";
import { TWO_FACTOR_WORDS as W } from "@/lib/ui-words/two-factor";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TwoFactorSettingsPage({ searchParams }: Props) {
  const user = await requireUser("/settings/two-factor");
  const query = await searchParams;
  const [state, pending] = await Promise.all([twoFactorStatus(twoFactorDeps(), user.id), pendingEnrolmentView(user)]);
  const on = state !== null;
  const done = readOutcome(W.outcomes, query.done);
  return (
    <section className="max-w-xl">
      <PageHeader title={W.title} intro={W.intro} />
      {query.required === "1" && !on ? (
        <p className="mt-3 text-sm text-amber-800" role="status">
          {W.requiredForAdmins}
        </p>
      ) : null}
      <OutcomeNotice
        text={done ? W.outcomes[done] : null}
        good={done === "off" || done === "started"}
        className="mt-3"
      />
      {state ? (
        <>
          <p className="mt-4 text-sm font-medium text-green-800" data-testid="two-factor-status">
            {W.on} {W.enabledSince}{" "}
            <time dateTime={state.enabledAt.toISOString()}>{formatDateTime(state.enabledAt, user.timeZone)}</time>.
          </p>
          <p className="mt-1 text-sm text-slate-600">{W.recoveryLeft(state.unusedRecoveryCodes)}</p>
          <h2 className="mt-8 text-lg font-semibold">{W.turnOff}</h2>
          <p className="mt-1 text-sm text-slate-600">{W.turnOffIntro}</p>
          <form action={disableTwoFactorAction} className="mt-3 space-y-4">
            <Field
              label={W.currentPassword}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
            />
            <Field label={W.code} name="code" type="text" autoComplete="one-time-code" required maxLength={40} />
            <SubmitButton tone="secondary">{W.turnOff}</SubmitButton>
          </form>
        </>
      ) : pending ? (
        <div className="mt-6">
          <TwoFactorConfirmForm>
            <p className="text-sm">{W.scan}</p>
            {/* A data: image of the otpauth address; the key below says the same in letters. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={pending.qr}
              alt={W.qrAlt}
              width={200}
              height={200}
              className="mt-3 rounded border border-slate-200 bg-white"
            />
            <p className="mt-3 text-sm text-slate-700">{W.typeInstead}</p>
            <p className="mt-1 break-all font-mono text-sm" data-testid="two-factor-key">
              {pending.secret}
            </p>
          </TwoFactorConfirmForm>
        </div>
      ) : (
        <div className="mt-6">
          <p className="text-sm text-slate-700">{W.off}</p>
          <div className="mt-3">
            <PostButton action={startTwoFactorAction} fields={{}}>
              {W.setUp}
            </PostButton>
          </div>
        </div>
      )}
      <p className="mt-8 text-sm">
        <Link href="/settings" className="font-medium text-brand-700 underline">
          {W.back}
        </Link>
      </p>
    </section>
  );
}
