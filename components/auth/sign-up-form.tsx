"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { signUpAction } from "@/lib/actions/accounts";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { Notice } from "@/components/ui/notice";
import { signUpSchema, type SignUp } from "@/lib/actions/schemas/account-forms";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

/**
 * The answer is the same whether or not the address has an account: check your mail (the mail says
 * which). Nobody is signed in here; the link proves the address, then the person signs in.
 */
export function SignUpForm() {
  const form = useForm<SignUp>({ resolver: zodResolver(signUpSchema) });
  const bind = fieldBinder(form);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const { onSubmit, failure } = useActionSubmit(form, signUpAction, (data) => {
    setSentTo(data.email);
    setTimeout(() => notice.current?.focus(), 0);
  });

  if (sentTo)
    return (
      <Notice tone="success" ref={notice} tabIndex={-1} data-testid="sign-up-sent">
        {AUTH_WORDS.checkYourMail(sentTo)}
      </Notice>
    );

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
