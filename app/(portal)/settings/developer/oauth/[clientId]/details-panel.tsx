import { PendingDetails } from "@/components/portal/pending-details";
import { Section } from "@/components/portal/section";
import type { DetailChange } from "@/lib/clients/rules/client-details";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { DETAIL_FIELD_LABELS as L } from "@/lib/ui-words/client-details";
import { CLIENT_DETAILS_WORDS as W } from "@/lib/ui-words/portal";

/** The app's details as the consent screen shows them, read-only (an administrator viewing). */
export function ClientDetailsPanel({ client, pending }: { client: ViewedClient; pending: readonly DetailChange[] }) {
  const rows: Array<{ label: string; value: string | null; link?: boolean }> = [
    { label: L.name, value: client.name },
    { label: L.description, value: client.description },
    { label: L.websiteUrl, value: client.websiteUrl, link: true },
    { label: L.logoUrl, value: client.logoUrl, link: true },
    { label: L.privacyPolicyUrl, value: client.privacyPolicyUrl, link: true },
    { label: L.termsOfServiceUrl, value: client.termsOfServiceUrl, link: true },
  ];
  return (
    <Section title={W.title} description={W.hint}>
      {pending.length > 0 ? (
        <div className="mb-4">
          <PendingDetails changes={pending} />
        </div>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="min-w-0 break-words text-slate-800" data-testid={`detail-${row.label}`}>
              {row.value === null ? (
                <span className="text-slate-600">{W.none}</span>
              ) : row.link ? (
                <a href={row.value} rel="noopener noreferrer nofollow" className="break-all text-brand-700 underline">
                  {row.value}
                </a>
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
