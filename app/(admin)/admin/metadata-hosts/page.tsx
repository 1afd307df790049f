// GET /admin/metadata-hosts - administrators allow or deny the hosts that serve Client ID Metadata
// Documents (trusted agent hosts), once per host. 404 for everyone else.
import type { Metadata } from "next";
import { HostRuleForm } from "@/components/admin/host-rule-form";
import { RemoveHostRuleButton } from "@/components/admin/remove-host-rule-button";
import { requireAdmin } from "@/lib/auth/current-user";
import { formatDateTime } from "@/lib/format-time";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { hostRuleStore } from "@/lib/server/roots/metadata-clients";
import { METADATA_HOST_WORDS as W } from "@/lib/ui-words/metadata-hosts";

export const metadata: Metadata = { title: W.pageTitle };
export const dynamic = "force-dynamic";

export default async function MetadataHostsPage() {
  const admin = await requireAdmin("/admin/metadata-hosts");
  const rules = await (await hostRuleStore()).listHostRules();
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{W.pageTitle}</h1>
      <p className="max-w-3xl text-sm text-slate-700">{W.intro}</p>
      <HostRuleForm scopes={SCOPES} />
      <section className="space-y-2" aria-labelledby="host-rules-heading">
        <h2 id="host-rules-heading" className="text-lg font-semibold">
          {W.rulesHeading}
        </h2>
        <p className="text-sm text-slate-600">{W.count(rules.length)}</p>
        {rules.length === 0 ? (
          <p className="text-sm text-slate-600">{W.none}</p>
        ) : (
          <ul className="space-y-2" aria-label={W.rulesHeading}>
            {rules.map((rule) => (
              <li
                key={rule.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
                data-testid="host-rule"
              >
                <div className="min-w-0 space-y-1">
                  <p className="break-all">
                    <strong className={rule.effect === "DENY" ? "text-red-700" : "text-brand-700"}>
                      {rule.effect === "DENY" ? W.deny : W.allow}
                    </strong>{" "}
                    <span className="font-mono">{rule.pattern}</span>
                  </p>
                  {rule.scopes.length > 0 ? (
                    <p className="break-all font-mono text-xs text-slate-700">{rule.scopes.join(" ")}</p>
                  ) : null}
                  <p className="break-words text-slate-700">{rule.reason}</p>
                  <p className="text-xs text-slate-600">
                    {W.created} {formatDateTime(rule.createdAt, admin.timeZone)}
                  </p>
                </div>
                <RemoveHostRuleButton id={rule.id} pattern={rule.pattern} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
