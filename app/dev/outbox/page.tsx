// The development outbox: the mail the service would have sent, when no SMTP server is configured
// (docs/operations/settings.md, "Mail"). Not found in production or once SMTP_URL is set.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatDateTime } from "@/lib/format-time";
import { getConfig } from "@/lib/server/roots/config";
import { outboxEnabled, readOutbox } from "@/lib/server/mail/dev-outbox";
import { OUTBOX_WORDS as W } from "@/lib/ui-words/outbox";

export const metadata: Metadata = { title: W.title, robots: { index: false } };
export const dynamic = "force-dynamic";

export default function DevOutboxPage() {
  const config = getConfig();
  if (!outboxEnabled(config)) notFound();
  const messages = readOutbox(config.dataDir);
  return (
    <section>
      <h1 className="text-2xl font-bold">{W.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{W.intro}</p>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          {W.empty}
        </p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m, i) => (
            <li
              key={`${m.sentAt}-${i}`}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
              data-testid="outbox-message"
            >
              <h2 className="font-semibold">{m.subject}</h2>
              <p className="text-slate-600">
                {W.to(m.to)} · <time dateTime={m.sentAt}>{formatDateTime(new Date(m.sentAt))}</time>
              </p>
              <div className="mt-3 space-y-1 break-words">
                {m.text.split("\n").map((line, j) =>
                  /^https?:\/\/\S+$/.test(line) ? (
                    <p key={j}>
                      <a className="font-medium text-brand-700 underline" href={line}>
                        {line}
                      </a>
                    </p>
                  ) : (
                    <p key={j}>{line || "\u00a0"}</p>
                  ),
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
