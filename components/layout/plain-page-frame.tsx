// The site's frame for pages that ship no JavaScript: the same header and main landmark as the
// App Router's root layout, with a sign-out link that works without scripts.
import Head from "next/head";
import type { ReactNode } from "react";
import { PLATFORM_NAME, SHELL_WORDS } from "@/lib/ui-words/shell";
import { SiteHeader, type HeaderUser } from "./site-header";

export function PlainPageFrame({
  title,
  user,
  children,
}: {
  title: string;
  user: HeaderUser | null;
  children: ReactNode;
}) {
  return (
    <>
      <Head>
        <title>{`${title} · ${PLATFORM_NAME}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
      </Head>
      <SiteHeader
        user={user}
        signOut={
          // next-auth's sign-out page confirms with a plain form, so this works without scripts.
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a
            href="/api/auth/signout"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-100"
          >
            {SHELL_WORDS.signOut}
          </a>
        }
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-4 focus:outline-none sm:py-8">
        {children}
      </main>
    </>
  );
}
