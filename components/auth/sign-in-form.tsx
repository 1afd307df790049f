"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { signInSchema, type SignIn } from "@/lib/auth/account-schemas";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/sign-in-throttle-message";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus, setValue } = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      // Deliberately the same message whether the email is unknown or the password wrong.
      setFailure(result?.error === TOO_MANY_ATTEMPTS ? AUTH_WORDS.tooManyAttempts : AUTH_WORDS.incorrectCredentials);
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
      {failure ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {failure}
        </p>
      ) : null}
      <Field
        label={AUTH_WORDS.email}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <Field
        label={AUTH_WORDS.password}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="w-full rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {formState.isSubmitting ? AUTH_WORDS.signingIn : AUTH_WORDS.signIn}
      </button>
    </form>
  );
}
