// The development outbox: without an SMTP server, mail is kept in a file of the data folder and
// shown at /dev/outbox, so a reset link can be followed on a fresh clone. Only the newest
// OUTBOX_SIZE messages are kept. Never used in production (see outboxEnabled), since a link there
// would be readable by anyone who can open the page.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { AppConfig } from "../roots/config";

export const OUTBOX_SIZE = 20;

const messageSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type OutboxMessage = z.infer<typeof messageSchema>;

export function outboxEnabled(config: Pick<AppConfig, "mail" | "appEnv">): boolean {
  return config.mail.smtpUrl === undefined && config.appEnv !== "production";
}

const fileOf = (dataDir: string) => path.join(dataDir, "dev-outbox.json");

/** The kept messages, newest first; an unreadable file is an empty outbox. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return [];
  try {
    const parsed = z.array(messageSchema).safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function addToOutbox(dataDir: string, message: OutboxMessage): void {
  mkdirSync(dataDir, { recursive: true });
  const kept = [message, ...readOutbox(dataDir)].slice(0, OUTBOX_SIZE);
  // Written whole and renamed, so a reader never sees half a file.
  const temporary = `${fileOf(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(kept), { mode: 0o600 });
  renameSync(temporary, fileOf(dataDir));
}
