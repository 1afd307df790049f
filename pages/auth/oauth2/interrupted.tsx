// GET /auth/oauth2/interrupted - where the consent POST sends the browser when it could not
// decide: 429 (too many requests from the address) or 503 (the database away), with Retry-After.
// Branded like the authorization page, ships no JavaScript, and reads nothing from the database,
// so it still shows while the database is down.
import type { GetServerSideProps } from "next";
import { AuthorizeErrorPanel } from "@/components/consent/authorize-error-panel";
import { PlainPageFrame } from "@/components/layout/plain-page-frame";
import { type ConsentInterruption, interruptionOf } from "@/lib/server/http/consent-interruption";
import { CONSENT_WORDS } from "@/lib/ui-words/authorize";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { reason: ConsentInterruption };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const shown = interruptionOf(query.reason);
  res.statusCode = shown.status;
  res.setHeader("Retry-After", String(shown.retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  return { props: { reason: shown.reason } };
};

export default function ConsentInterruptedPage({ reason }: Props) {
  return (
    <PlainPageFrame title={CONSENT_WORDS.pageTitle} user={null}>
      <AuthorizeErrorPanel reason={reason} client={null} signedIn={false} />
    </PlainPageFrame>
  );
}
