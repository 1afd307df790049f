// Risk signals: what an administrator should weigh before approving a client or a change,
// each with the evidence that made it fire. Computed when the client or change is submitted and
// stored with it, so the reviewer sees what was true then; none of them blocks a decision.
import type { ClientKind } from "@/lib/oauth/ports";
import { scopeHighlights } from "./highlights";
import { localHostKind, type LocalHostKind } from "./local-host";
import { lookAlikeNames, type NameMatch } from "./look-alike-name";
import { registrableDomain, registrableDomainOf, webHost } from "@/lib/registrable-domain";

export type PolicyLink = "privacy" | "terms";

export type RiskSignal =
  | ({ code: "look_alike_name" } & NameMatch)
  | { code: "redirect_domain_mismatch"; uri: string; domain: string; homepageDomain: string }
  | { code: "local_redirect_host"; uri: string; host: string; hostKind: LocalHostKind }
  | { code: "broad_scopes_first_client"; scopes: string[] }
  | { code: "policy_link_missing"; link: PolicyLink }
  | { code: "policy_link_other_domain"; link: PolicyLink; url: string; domain: string; homepageDomain: string };

export type RiskSignalCode = RiskSignal["code"];

/** The client as it would be live: a new registration, or an approved client with its change applied. */
export type RiskSubject = {
  readonly name: string;
  readonly kind: ClientKind;
  readonly websiteUrl: string | null;
  readonly privacyPolicyUrl: string | null;
  readonly termsOfServiceUrl: string | null;
  readonly redirectUris: readonly string[];
  readonly scopes: readonly string[];
};

/** What else was true at submission. */
export type RiskContext = {
  /** Names of approved clients of other owners. */
  readonly approvedNames: readonly string[];
  /** Whether the submitting developer already has an approved client. */
  readonly ownerHasApprovedClient: boolean;
};

/** Bounds what is stored per submission: one line per URI at most, and never more than this. */
export const MAX_RISK_SIGNALS = 40;

export function assessRisk(subject: RiskSubject, context: RiskContext): RiskSignal[] {
  const homepageDomain = registrableDomainOf(subject.websiteUrl);
  const signals: RiskSignal[] = [
    ...lookAlikeNames(subject.name, context.approvedNames).map((m) => ({ code: "look_alike_name" as const, ...m })),
    ...redirectSignals(subject, homepageDomain),
    ...scopeSignals(subject.scopes, context.ownerHasApprovedClient),
    ...policySignals("privacy", subject.privacyPolicyUrl, homepageDomain),
    ...policySignals("terms", subject.termsOfServiceUrl, homepageDomain),
  ];
  return signals.slice(0, MAX_RISK_SIGNALS);
}

function redirectSignals(subject: RiskSubject, homepageDomain: string | null): RiskSignal[] {
  const found: RiskSignal[] = [];
  for (const uri of new Set(subject.redirectUris)) {
    const host = webHost(uri);
    if (host === null) continue; // a native app's custom scheme names no host
    const hostKind = localHostKind(host);
    // A public (native) app receives its code on the device itself: loopback is how RFC 8252 says to.
    if (hostKind !== null && subject.kind === "CONFIDENTIAL") {
      found.push({ code: "local_redirect_host", uri, host, hostKind });
    }
    if (hostKind !== null || homepageDomain === null) continue;
    const domain = registrableDomain(host);
    if (domain !== homepageDomain) found.push({ code: "redirect_domain_mismatch", uri, domain, homepageDomain });
  }
  return found;
}

/** Organization-wide reach or write access is a lot to ask for a developer nobody has approved yet. */
function scopeSignals(scopes: readonly string[], ownerHasApprovedClient: boolean): RiskSignal[] {
  if (ownerHasApprovedClient) return [];
  const broad = scopes.filter((s) =>
    scopeHighlights(s).some((h) => h.code === "organization_wide" || h.code === "write_access"),
  );
  return broad.length > 0 ? [{ code: "broad_scopes_first_client", scopes: broad }] : [];
}

function policySignals(link: PolicyLink, url: string | null, homepageDomain: string | null): RiskSignal[] {
  if (!url) return [{ code: "policy_link_missing", link }];
  const domain = registrableDomainOf(url);
  if (domain === null || homepageDomain === null || domain === homepageDomain) return [];
  return [{ code: "policy_link_other_domain", link, url, domain, homepageDomain }];
}
