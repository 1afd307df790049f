// GET /auth/oauth2/interrupted - where the consent POST sends the browser when it could not
// decide: 429 (too many requests from the address) or 503 (the database away), with Retry-After.
// Branded like the authorization page, and reads nothing from the database itself (the header
// shows no one while the database is away), so it still shows during an outage.
import type { Metadata } from "next";
import { AuthorizeErrorPanel } from "@/components/consent/authorize-error-panel";
import { interruptionOf } from "@/lib/server/http/consent-interruption";
import { answerPageWith } from "@/lib/server/http/page-status";
import { CONSENT_WORDS } from "@/lib/ui-words/authorize";

export const metadata: Metadata = { title: CONSENT_WORDS.pageTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConsentInterruptedPage({ searchParams }: Props) {
  const shown = interruptionOf((await searchParams).reason);
  answerPageWith(shown.status, { "Retry-After": String(shown.retryAfterSeconds) });
  return <AuthorizeErrorPanel reason={shown.reason} client={null} signedIn={false} />;
}
