import type { Metadata } from "next";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { changePasswordAction } from "@/lib/actions/change-password";
import { requireUser } from "@/lib/auth/current-user";
import { PASSWORD_WORDS as W, passwordFailure } from "@/lib/ui-words/password";

export const metadata: Metadata = { title: W.title };

type Props = { searchParams: Promise<{ error?: string | string[]; retry?: string | string[] }> };

export default async function ChangePasswordPage({ searchParams }: Props) {
  await requireUser("/settings/password");
  const { error, retry } = await searchParams;
  const failure = passwordFailure(error, retry);
  const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2";
  return (
    <section className="max-w-md">
      <PageHeader title={W.title} intro={W.intro} />
      {failure && (
        <Notice tone="error" className="mt-4">
          {failure}
        </Notice>
      )}
      <form action={changePasswordAction} className="mt-6 space-y-4">
        <label className="block text-sm font-medium">
          {W.current}
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            className={field}
          />
        </label>
        <label className="block text-sm font-medium">
          {W.next}
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            maxLength={1024}
            className={field}
          />
        </label>
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
          {W.submit}
        </button>
      </form>
    </section>
  );
}
