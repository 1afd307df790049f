import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard, AuthFooter } from "@/components/auth/auth-card";
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
      <AuthCard>
        <SignUpForm />
      </AuthCard>
      <AuthFooter question="Already registered?" href={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>
        Sign in
      </AuthFooter>
    </section>
  );
}
