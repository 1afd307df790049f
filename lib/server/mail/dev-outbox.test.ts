import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addToOutbox, OUTBOX_SIZE, outboxEnabled, readOutbox } from "./dev-outbox";

describe("the development outbox", () => {
  it("exists only without an SMTP server and outside production", () => {
    const mail = (smtpUrl: string | undefined) => ({ smtpUrl, from: "no-reply@localhost" });
    expect(outboxEnabled({ appEnv: "development", mail: mail(undefined) })).toBe(true);
    expect(outboxEnabled({ appEnv: "test", mail: mail(undefined) })).toBe(true);
    expect(outboxEnabled({ appEnv: "production", mail: mail(undefined) })).toBe(false);
    expect(outboxEnabled({ appEnv: "development", mail: mail("smtp://localhost:2525") })).toBe(false);
  });

  it("keeps the newest messages only, newest first", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    expect(readOutbox(dir)).toEqual([]);
    for (let i = 0; i < OUTBOX_SIZE + 5; i++)
      addToOutbox(dir, { to: `p${i}@example.com`, subject: "s", text: "t", sentAt: new Date(i).toISOString() });
    const kept = readOutbox(dir);
    expect(kept).toHaveLength(OUTBOX_SIZE);
    expect(kept[0]?.to).toBe(`p${OUTBOX_SIZE + 4}@example.com`);
  });
});
