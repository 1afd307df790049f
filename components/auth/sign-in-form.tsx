"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";
import { Notice } from "@/components/ui/notice";
import { signInWithCredentials } from "./credentials-sign-in";
import { signInSchema, type SignIn } from "@/lib/actions/schemas/account-forms";
import { readThrottleMessage, WAIT_TURN } from "@/lib/auth/sign-in-throttle-message";
import { TWO_FACTOR_REQUIRED, twoFactorStepPath } from "@/lib/auth/two-factor-messages";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

/** `defaultEmail`: an application's login_hint, or the account asked to sign in again. */
export function SignInForm({ callbackUrl, defaultEmail }: { callbackUrl: string; defaultEmail?: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    ...(defaultEmail ? { defaultValues: { email: defaultEmail, password: "" } } : {}),
  });
  const { handleSubmit, formState, setFocus, setValue } = form;
  const bind = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signInWithCredentials(values);
    // The password was right; the account's code comes next, on its own page.
    if (!result.ok && result.error === TWO_FACTOR_REQUIRED) {
      window.location.assign(twoFactorStepPath(callbackUrl));
      return;
    }
    if (!result.ok) {
      // Deliberately the same message whether the email is unknown or the password wrong.
      const throttled = readThrottleMessage(result.error);
      setFailure(
        throttled === null
          ? AUTH_WORDS.incorrectCredentials
          : throttled.code === WAIT_TURN
            ? AUTH_WORDS.waitTurn(throttled.seconds)
            : AUTH_WORDS.tooManyAttempts(throttled.seconds),
      );
      // The disabled button dropped focus to the page: bring it back to the password, cleared,
      // which is what a person retries (the alert above it is announced).
      setValue("password", "");
      setTimeout(() => setFocus("password"), 0);
      return;
    }
    window.location.assign(callbackUrl);
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Field label={AUTH_WORDS.email} type="email" autoComplete="email" {...bind("email")} />
      <Field label={AUTH_WORDS.password} type="password" autoComplete="current-password" {...bind("password")} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={AUTH_WORDS.signingIn} className="w-full">
        {AUTH_WORDS.signIn}
      </SubmitButton>
    </form>
  );
}
