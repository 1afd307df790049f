"use client";
// Email and password, checked in the browser with two plain rules (no form library, no zod: this
// is the page's only script of ours), posted to next-auth with a CSRF token fetched when the form
// appears, so the click costs one request.

import { type FormEvent, useEffect, useRef, useState } from "react";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { prepareSignIn, signInWithCredentials } from "./credentials-sign-in";
import { checkSignInFields, type SignInFieldErrors } from "@/lib/actions/schemas/sign-in-fields";
import { readThrottleMessage, WAIT_TURN } from "@/lib/auth/sign-in-throttle-message";
import { TWO_FACTOR_REQUIRED, twoFactorStepPath } from "@/lib/auth/two-factor-messages";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

/** The sentence for a refused sign-in: next-auth's error, or a throttle's notice. */
function failureWords(error: string | null): string {
  // Deliberately the same message whether the email is unknown or the password wrong.
  const throttled = readThrottleMessage(error);
  if (throttled === null) return AUTH_WORDS.incorrectCredentials;
  return throttled.code === WAIT_TURN
    ? AUTH_WORDS.waitTurn(throttled.seconds)
    : AUTH_WORDS.tooManyAttempts(throttled.seconds);
}

/** `defaultEmail`: an application's login_hint, or the account asked to sign in again. */
export function SignInForm({ callbackUrl, defaultEmail }: { callbackUrl: string; defaultEmail?: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const [pending, setPending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A failure here is tried again at the click, where it is reported.
    prepareSignIn().catch(() => undefined);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = { email: email.current?.value ?? "", password: password.current?.value ?? "" };
    const found = checkSignInFields(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? email : password).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    const result = await signInWithCredentials({ email: values.email.trim(), password: values.password }).catch(
      () => null,
    );
    if (result?.ok) {
      // Stays pending while the next page loads.
      window.location.assign(callbackUrl);
      return;
    }
    // The password was right; the account's code comes next, on its own page.
    if (result?.error === TWO_FACTOR_REQUIRED) {
      window.location.assign(twoFactorStepPath(callbackUrl));
      return;
    }
    setPending(false);
    setFailure(result === null ? AUTH_WORDS.signInUnreachable : failureWords(result.error));
    // The disabled button dropped focus to the page: bring it back to the password, cleared,
    // which is what a person retries (the alert above it is announced).
    if (password.current) password.current.value = "";
    setTimeout(() => password.current?.focus(), 0);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Field
        ref={email}
        name="email"
        label={AUTH_WORDS.email}
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        error={errors.email}
        onChange={() => errors.email && setErrors({ ...errors, email: undefined })}
      />
      <Field
        ref={password}
        name="password"
        label={AUTH_WORDS.password}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        onChange={() => errors.password && setErrors({ ...errors, password: undefined })}
      />
      <SubmitButton pending={pending} pendingLabel={AUTH_WORDS.signingIn} className="w-full">
        {AUTH_WORDS.signIn}
      </SubmitButton>
    </form>
  );
}
