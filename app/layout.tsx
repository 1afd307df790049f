import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { getHeaderUser } from "@/lib/auth/current-user";
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

// No client component of ours here: whatever the root layout imports, every page loads.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getHeaderUser();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <SiteHeader user={user} />
        <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-4 focus:outline-none sm:py-8">
          {children}
        </main>
      </body>
    </html>
  );
}
