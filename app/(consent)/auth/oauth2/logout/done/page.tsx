// GET /auth/oauth2/logout/done - after RP-initiated logout without a post_logout_redirect_uri.
import type { Metadata } from "next";
import { SignedOut } from "@/components/logout/logout-panels";
import { LOGOUT_WORDS } from "@/lib/ui-words/logout";

export const metadata: Metadata = { title: LOGOUT_WORDS.pageTitle, robots: { index: false } };

export default function SignedOutPage() {
  return <SignedOut />;
}
