"use client";
// The second step of a two-step sign-in: one field for the authenticator's code or a recovery code.

import { useRef, useState } from "react";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { readThrottleMessage } from "@/lib/auth/sign-in-throttle-message";
import { passwordStepPath, TWO_FACTOR_EXPIRED } from "@/lib/auth/two-factor-messages";
import { TWO_FACTOR_WORDS as W } from "@/lib/ui-words/two-factor";
import { signInWithCode } from "./credentials-sign-in";

export function TwoFactorForm({ callbackUrl }: { callbackUrl: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = input.current?.value.trim() ?? "";
    if (!code) {
      setFailure(W.wrongCode);
      input.current?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const result = await signInWithCode(code);
    if (result.ok) {
      window.location.assign(callbackUrl);
      return;
    }
    setPending(false);
    if (result.error === TWO_FACTOR_EXPIRED) {
      window.location.assign(passwordStepPath(callbackUrl));
      return;
    }
    const throttled = readThrottleMessage(result.error);
    setFailure(throttled ? W.tooMany(throttled.seconds) : W.wrongCode);
    if (input.current) input.current.value = "";
    setTimeout(() => input.current?.focus(), 0);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Field
        ref={input}
        label={W.code}
        hint={W.codeHint}
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
      />
      <SubmitButton pending={pending} pendingLabel={W.verifying} className="w-full">
        {W.verify}
      </SubmitButton>
    </form>
  );
}
