import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeReturnPath } from "@/lib/safe-return-path";

export const metadata: Metadata = { title: "Create an account" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : undefined);
  if (await getCurrentUser()) redirect(callbackUrl);
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Create an account</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <SignUpForm callbackUrl={callbackUrl} />
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">
        Already registered?{" "}
        <Link
          className="font-medium text-brand-700 hover:underline"
          href={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        >
          Sign in
        </Link>
      </p>
    </section>
  );
}
