// Outgoing mail: through SMTP (nodemailer) when SMTP_URL is set; otherwise, outside production, into
// the development outbox (/dev/outbox) with a log line saying so. The log never holds a message's
// text: a reset link is a secret. In production without SMTP_URL nothing can be sent, and the
// warning says why.
import nodemailer, { type Transporter } from "nodemailer";
import { getLogger } from "@/lib/observability/logger";
import { getConfig } from "../roots/config";
import { addToOutbox, outboxEnabled } from "./dev-outbox";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

const slot = globalThis as unknown as { __smtpTransport?: Transporter };

function transport(smtpUrl: string): Transporter {
  slot.__smtpTransport ??= nodemailer.createTransport(smtpUrl);
  return slot.__smtpTransport;
}

/** The recipient's domain only: enough to follow a delivery in the log, without naming the person. */
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1);

export async function sendMail(mail: Mail, now = new Date()): Promise<void> {
  const config = getConfig();
  const log = getLogger();
  if (config.mail.smtpUrl) {
    await transport(config.mail.smtpUrl).sendMail({ from: config.mail.from, ...mail });
    log.info({ toDomain: domainOf(mail.to) }, "mail sent");
    return;
  }
  if (!outboxEnabled(config)) {
    log.warn({ toDomain: domainOf(mail.to) }, "mail not sent: SMTP_URL is not set");
    return;
  }
  addToOutbox(config.dataDir, { ...mail, sentAt: now.toISOString() });
  log.info({ toDomain: domainOf(mail.to) }, "mail written to the development outbox: open /dev/outbox to read it");
}
