"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signUpAction } from "@/lib/actions/sign-up";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { signInWithCredentials } from "./credentials-sign-in";
import { signUpSchema, type SignUp } from "@/lib/auth/account-schemas";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignUp>({ resolver: zodResolver(signUpSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signUpAction(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof SignUp, { message });
      }
      setFailure(result.message);
      return;
    }
    const signedIn = await signInWithCredentials({ email: values.email, password: values.password });
    window.location.assign(signedIn.ok ? callbackUrl : "/auth/signin");
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Field label={AUTH_WORDS.name} autoComplete="name" error={formState.errors.name?.message} {...register("name")} />
      <Field
        label={AUTH_WORDS.email}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <Field
        label={AUTH_WORDS.username}
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register("username")}
      />
      <Field
        label={AUTH_WORDS.password}
        type="password"
        autoComplete="new-password"
        hint={AUTH_WORDS.passwordHint}
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={AUTH_WORDS.creatingAccount} className="w-full">
        {AUTH_WORDS.createAccount}
      </SubmitButton>
    </form>
  );
}
