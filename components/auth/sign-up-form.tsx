"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signUpAction } from "@/lib/actions/accounts";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { Notice } from "@/components/ui/notice";
import { signInWithCredentials } from "./credentials-sign-in";
import { signUpSchema, type SignUp } from "@/lib/actions/schemas/account-forms";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const form = useForm<SignUp>({ resolver: zodResolver(signUpSchema) });
  const bind = fieldBinder(form);
  const { onSubmit, failure } = useActionSubmit(form, signUpAction, async (_, values) => {
    const signedIn = await signInWithCredentials({ email: values.email, password: values.password });
    window.location.assign(signedIn.ok ? callbackUrl : "/auth/signin");
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Field label={AUTH_WORDS.name} autoComplete="name" {...bind("name")} />
      <Field label={AUTH_WORDS.email} type="email" autoComplete="email" {...bind("email")} />
      <Field label={AUTH_WORDS.username} autoComplete="username" {...bind("username")} />
      <Field
        label={AUTH_WORDS.password}
        type="password"
        autoComplete="new-password"
        hint={AUTH_WORDS.passwordHint}
        {...bind("password")}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={AUTH_WORDS.creatingAccount} className="w-full">
        {AUTH_WORDS.createAccount}
      </SubmitButton>
    </form>
  );
}
