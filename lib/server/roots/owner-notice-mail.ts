// The mail about a review decision, sent to the client's owner after the answer: the decision is
// already stored with its portal notice, so a mail that fails is logged and the decision stands.
import type { OwnerNotice } from "@/lib/clients/rules/owner-notices";
import { findUserById } from "@/lib/db/users";
import { afterAnswer } from "../after-response/after-answer";
import { sendMail } from "../mail/send-mail";
import { getConfig } from "./config";

export type ComposeNoticeMail = (notice: OwnerNotice, link: string) => { subject: string; text: string };

export function mailOwnerNotice(notice: OwnerNotice, compose: ComposeNoticeMail): void {
  afterAnswer("review decision mail", async () => {
    const owner = await findUserById(notice.ownerId);
    if (!owner) return;
    const link = new URL(`/settings/developer/oauth/${encodeURIComponent(notice.clientId)}`, getConfig().authUrl);
    await sendMail({ to: owner.email, ...compose(notice, link.toString()) });
  });
}
