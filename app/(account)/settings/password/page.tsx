import type { Metadata } from "next";
import { NewPasswordField } from "@/components/auth/new-password-field";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { changePasswordAction } from "@/lib/actions/accounts";
import { requireUser } from "@/lib/auth/current-user";
import { PASSWORD_WORDS as W, passwordFailure } from "@/lib/ui-words/password";

export const metadata: Metadata = { title: W.title };

type Props = { searchParams: Promise<{ error?: string | string[]; retry?: string | string[] }> };

export default async function ChangePasswordPage({ searchParams }: Props) {
  await requireUser("/settings/password");
  const { error, retry } = await searchParams;
  const failure = passwordFailure(error, retry);
  return (
    <section className="max-w-md">
      <PageHeader title={W.title} intro={W.intro} />
      {failure && (
        <Notice tone="error" className="mt-4">
          {failure}
        </Notice>
      )}
      <form action={changePasswordAction} className="mt-6 space-y-4">
        <Field
          label={W.current}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
        <NewPasswordField label={W.next} />
        <SubmitButton>{W.submit}</SubmitButton>
      </form>
    </section>
  );
}
