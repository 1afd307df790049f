// An account whose address is not proven yet: what it cannot do until then, and a new link.
import { PostButton } from "@/components/shared/post-button";
import { Notice } from "@/components/ui/notice";
import { resendSignUpLinkAction } from "@/lib/actions/accounts-email";
import { VERIFY_WORDS as W } from "@/lib/ui-words/email-verification";

type ReturnTo = "/settings" | "/settings/developer/oauth";

/** A notice on the account page (and the portal): the address to confirm, and "Send a new link". */
export function UnverifiedEmailNotice({
  email,
  returnTo = "/settings",
  outcome,
}: {
  email: string;
  returnTo?: ReturnTo;
  outcome?: string | null;
}) {
  return (
    <div
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="unverified-email"
    >
      <p>{W.notice(email)}</p>
      {outcome ? (
        <Notice tone={outcome === "sent" ? "success" : "warning"} className="mt-2">
          {W.outcome(outcome)}
        </Notice>
      ) : null}
      <div className="mt-3">
        <PostButton action={resendSignUpLinkAction} fields={{ returnTo }} tone="secondary">
          {W.resend}
        </PostButton>
      </div>
    </div>
  );
}

/** In place of the consent screen while the address is not proven. */
export function UnverifiedEmailPanel({ email }: { email: string }) {
  return (
    <section className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">{W.panelTitle}</h1>
      <p className="mt-2 text-sm text-slate-700">{W.panelIntro}</p>
      <UnverifiedEmailNotice email={email} />
    </section>
  );
}
