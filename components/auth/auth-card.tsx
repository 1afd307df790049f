// The pieces the sign-in, sign-up and password pages share: the card their form stands in, and
// the links to the neighbouring page (sign up, sign in, ask for a new link).
import Link from "@/components/ui/link";
import type { ReactNode } from "react";

export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>;
}

export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="font-medium text-brand-700 hover:underline" href={href}>
      {children}
    </Link>
  );
}

/** Under the card: a question and the link that answers it ("No account yet? Create one"). */
export function AuthFooter({ question, href, children }: { question?: string; href: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {question ? `${question} ` : null}
      <AuthLink href={href}>{children}</AuthLink>
    </p>
  );
}
