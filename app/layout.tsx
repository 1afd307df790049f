import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { SiteHeader } from "@/components/layout/site-header";
import { getCurrentUser } from "@/lib/auth/current-user";
import { PLATFORM_NAME } from "@/lib/ui-words/shell";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${PLATFORM_NAME} · Developer & Authorization`, template: `%s · ${PLATFORM_NAME}` },
  description: "OAuth 2.0 authorization service and developer portal for the scheduling API v2.",
};

export const viewport: Viewport = {
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#131c2e" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <SiteHeader user={user} signOut={<SignOutButton />} />
        <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 focus:outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
