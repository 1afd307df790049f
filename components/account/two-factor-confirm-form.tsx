"use client";
// Enrolment's last step: the code from the app turns two-step sign-in on, and the ten recovery
// codes are shown here, this once (the server keeps only their hashes).

import Link from "@/components/ui/link";
import { useRef, useState, useTransition } from "react";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { confirmTwoFactorAction } from "@/lib/actions/accounts-two-factor";
import { TWO_FACTOR_WORDS as W } from "@/lib/ui-words/two-factor";

/** `children`: the QR code and the key, shown only until the codes replace them. */
export function TwoFactorConfirmForm({ children }: { children: React.ReactNode }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [pending, start] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (codes)
    return (
      <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-5" data-testid="recovery-codes">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {W.recoveryTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{W.recoveryIntro}</p>
        <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link href="/settings/two-factor" className="mt-4 inline-block font-medium text-brand-700 underline">
          {W.recoveryDone}
        </Link>
      </div>
    );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = input.current?.value ?? "";
    setFailure(null);
    start(async () => {
      const result = await confirmTwoFactorAction({ code });
      if (result.ok) {
        setCodes(result.data.recoveryCodes);
        setTimeout(() => heading.current?.focus(), 0);
        return;
      }
      setFailure(result.message);
      if (input.current) input.current.value = "";
      input.current?.focus();
    });
  }

  return (
    <>
      {children}
      <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
        <p className="text-sm">{W.confirmStep}</p>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Field
          ref={input}
          label={W.code}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={40}
        />
        <SubmitButton pending={pending} pendingLabel={W.confirming}>
          {W.confirm}
        </SubmitButton>
      </form>
    </>
  );
}
