// Words of the review page's risk signals: a title per signal and the evidence that made it fire.
import type { LocalHostKind } from "@/lib/clients/rules/local-host";
import type { PolicyLink, RiskSignal } from "@/lib/clients/rules/risk-signals";

export type RiskSignalWords = { title: string; evidence: string };

const LINKS: Record<PolicyLink, string> = { privacy: "privacy policy", terms: "terms of service" };
const LINK_TITLES: Record<PolicyLink, string> = { privacy: "Privacy policy", terms: "Terms of service" };
const HOST_KINDS: Record<LocalHostKind, string> = {
  loopback: "a loopback host (this machine only)",
  private: "a private-network host",
  ip_literal: "an IP address rather than a domain name",
};

const edits = (n: number) => (n === 1 ? "one character" : `${n} characters`);

/** `name` is the app's name as submitted (the one the look-alike signal compares). */
export function describeRiskSignal(signal: RiskSignal, name: string): RiskSignalWords {
  switch (signal.code) {
    case "look_alike_name":
      return {
        title: "Name looks like an approved app's",
        evidence:
          signal.match === "same"
            ? `"${name}" is the name of the approved app "${signal.similarTo}" (another developer's).`
            : signal.match === "confusable"
              ? `"${name}" reads as the approved app "${signal.similarTo}" once look-alike characters (such as "rn" for "m", "I" for "l" or Cyrillic letters) are folded together.`
              : `"${name}" is ${edits(signal.distance)} away from the approved app "${signal.similarTo}".`,
      };
    case "redirect_domain_mismatch":
      return {
        title: "Redirect URI on another domain than the homepage",
        evidence: `${signal.uri} is on ${signal.domain}; the homepage is on ${signal.homepageDomain}.`,
      };
    case "local_redirect_host":
      return {
        title: "Local or address-only redirect host on a confidential client",
        evidence: `${signal.uri} sends codes to ${signal.host}, ${HOST_KINDS[signal.hostKind]}. A confidential client runs on a server that users reach by name.`,
      };
    case "broad_scopes_first_client":
      return {
        title: "Broad access asked by a developer with no approved app",
        evidence: `Asks for ${signal.scopes.join(", ")} (organization-wide or write access), and the developer has no approved client yet.`,
      };
    case "policy_link_missing":
      return {
        title: `No ${LINKS[signal.link]}`,
        evidence: `The app gives no ${LINKS[signal.link]} link: the consent screen will show none.`,
      };
    case "policy_link_other_domain":
      return {
        title: `${LINK_TITLES[signal.link]} on another domain`,
        evidence: `${signal.url} is on ${signal.domain}; the homepage is on ${signal.homepageDomain}.`,
      };
  }
}

export const RISK_SIGNAL_WORDS = {
  heading: "Risk signals",
  intro:
    "Computed when this was submitted, from what was true then. They ask for a second look; none blocks a decision.",
  none: "None: nothing stood out when this was submitted.",
  notRecorded: "Not recorded: this was submitted before risk signals were computed.",
} as const;
