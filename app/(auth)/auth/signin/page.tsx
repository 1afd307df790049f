import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : undefined);
  if (await getCurrentUser()) redirect(callbackUrl);
  const sessionExpired = params.error === "SessionRequired";
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Sign in</h1>
      {callbackUrl.startsWith("/auth/oauth2/authorize") ? (
        <p className="mt-1 text-sm text-slate-600">Sign in to review the application&apos;s request.</p>
      ) : null}
      {sessionExpired ? <p className="mt-2 text-sm text-amber-700">Your session ended. Please sign in again.</p> : null}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <SignInForm callbackUrl={callbackUrl} />
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">
        No account yet?{" "}
        <Link
          className="font-medium text-brand-700 hover:underline"
          href={`/auth/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        >
          Create one
        </Link>
      </p>
    </section>
  );
}
