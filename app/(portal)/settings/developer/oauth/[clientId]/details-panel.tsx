// The details tab: the owner edits what the consent screen shows, the DPoP setting, and may delete
// the client; an administrator reads the details as the consent screen shows them.
import { ClientDetailsForm } from "@/components/portal/client-details-form";
import { DeleteClientSection } from "@/components/portal/delete-client-section";
import { DpopSettingForm } from "@/components/portal/dpop-setting-form";
import { PendingDetails } from "@/components/portal/pending-details";
import { Section } from "@/components/portal/section";
import { changesNeedReview } from "@/lib/clients/rules/lifecycle";
import type { DetailChange } from "@/lib/clients/rules/client-details";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { DETAIL_FIELD_LABELS as L } from "@/lib/ui-words/client-details";
import { DPOP_SETTING_WORDS as DPOP_WORDS } from "@/lib/ui-words/dpop-setting";
import { CLIENT_DETAILS_WORDS as W, CLIENT_PAGE_WORDS } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

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

export function DetailsPanel({ client, review }: Omit<PanelProps, "timeZone">) {
  const canEdit = client.viewerIsOwner;
  const pendingDetails = review.pendingChange?.details ?? [];
  return (
    <div className="space-y-6">
      {canEdit ? (
        <Section title={W.title} description={W.hint}>
          <ClientDetailsForm
            clientId={client.clientId}
            live={client}
            pending={pendingDetails}
            reviewed={changesNeedReview(client.status)}
          />
        </Section>
      ) : (
        <ClientDetailsPanel client={client} pending={pendingDetails} />
      )}
      <Section title={DPOP_WORDS.title} description={DPOP_WORDS.explanation}>
        <DpopSettingForm
          clientId={client.clientId}
          live={client.dpopBoundAccessTokens}
          pending={review.pendingChange?.delta.dpopBoundAccessTokens ?? null}
          canEdit={canEdit}
        />
      </Section>
      {canEdit ? (
        <Section title={CLIENT_PAGE_WORDS.delete} tone="danger" description={CLIENT_PAGE_WORDS.deleteHint}>
          <DeleteClientSection clientId={client.clientId} name={client.name} />
        </Section>
      ) : null}
    </div>
  );
}
