import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { getCurrentUser } from "@/lib/auth/current-user";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Scheduling Platform · Developer & Authorization", template: "%s · Scheduling Platform" },
  description: "OAuth 2.0 authorization service and developer portal for the scheduling API v2.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <header className="border-b border-slate-200 bg-white">
          <nav className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3" aria-label="Main">
            <Link href="/" className="font-semibold text-slate-900">
              Scheduling Platform
            </Link>
            {user ? (
              <div className="flex items-center gap-4 text-sm">
                <span className="text-slate-600" data-testid="signed-in-as">
                  {user.name} <span className="text-slate-400">({user.email})</span>
                </span>
                <SignOutButton />
              </div>
            ) : (
              <div className="flex items-center gap-3 text-sm">
                <Link href="/auth/signin" className="text-slate-700 hover:underline">Sign in</Link>
                <Link href="/auth/signup" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">Sign up</Link>
              </div>
            )}
          </nav>
        </header>
        <main className="mx-auto max-w-5xl px-4 py-8">{children}</main>
      </body>
    </html>
  );
}
