// The site's header: brand, global navigation and the account. A server component with no client
// code of ours: the root layout renders it on every page, the consent screen and the anonymous
// pages included, and "Sign out" is a plain form posting a server action (works without scripts).
import Link from "@/components/ui/link";
import { signOutAction } from "@/lib/actions/accounts";
import { PLATFORM_NAME, SHELL_WORDS as W } from "@/lib/ui-words/shell";
import { SkipLink } from "./skip-link";

export type HeaderUser = { name: string; email: string; role: "ADMIN" | "USER" };

type Props = { user: HeaderUser | null };

const navLink = "rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900";

export function SiteHeader({ user }: Props) {
  const links = user
    ? [
        { href: "/settings", label: W.account },
        { href: "/settings/apps", label: W.authorizedApps },
        { href: "/settings/developer/oauth", label: W.developer },
        ...(user.role === "ADMIN"
          ? [
              { href: "/admin/oauth-clients", label: W.admin },
              { href: "/admin/decisions", label: W.adminDecisions },
              { href: "/admin/users", label: W.adminUsers },
              { href: "/admin/organizations", label: W.adminOrganizations },
            ]
          : []),
      ]
    : [];
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link href="/" className="mr-auto flex items-center gap-2 py-1.5 font-semibold text-slate-900">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 shrink-0">
            <rect width="32" height="32" rx="7" fill="#2553e8" />
            <path d="M9 11h14M9 16h14M9 21h8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {PLATFORM_NAME}
        </Link>
        {user ? (
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-600" data-testid="signed-in-as">
              {user.name} <span className="hidden sm:inline">({user.email})</span>
            </span>
            <form action={signOutAction}>
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-100"
              >
                {W.signOut}
              </button>
            </form>
          </div>
        ) : (
          <div className="flex items-center gap-2 text-sm">
            <Link href="/auth/signin" className={navLink}>
              {W.signIn}
            </Link>
            <Link
              href="/auth/signup"
              className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
            >
              {W.signUp}
            </Link>
          </div>
        )}
      </div>
      {links.length > 0 ? (
        <nav aria-label={W.mainNav} className="mx-auto max-w-5xl px-2 pb-1">
          <ul className="flex flex-wrap gap-x-1 text-sm">
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={`inline-block ${navLink}`}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
