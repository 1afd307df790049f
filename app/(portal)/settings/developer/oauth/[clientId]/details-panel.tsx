import { Section } from "@/components/portal/section";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { CLIENT_DETAILS_WORDS as W } from "@/lib/ui-words/portal";

/** The app's details as the consent screen shows them. */
export function ClientDetailsPanel({ client }: { client: ViewedClient }) {
  const rows: Array<{ label: string; value: string | null; link?: boolean }> = [
    { label: W.name, value: client.name },
    { label: W.description, value: client.description },
    { label: W.websiteUrl, value: client.websiteUrl, link: true },
    { label: W.logoUrl, value: client.logoUrl, link: true },
  ];
  return (
    <Section title={W.title} description={W.hint}>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="min-w-0 break-words text-slate-800" data-testid={`detail-${row.label}`}>
              {row.value === null ? (
                <span className="text-slate-600">{W.none}</span>
              ) : row.link ? (
                <a href={row.value} rel="noopener noreferrer" className="break-all text-brand-700 underline">{row.value}</a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
