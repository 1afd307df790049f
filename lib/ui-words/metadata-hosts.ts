// The sentences of the administrators' trusted agent hosts page, mapped from the core's codes.
import type { AddHostRuleProblem } from "@/lib/oauth/client-metadata/host-rules/manage-host-rules";
import { MAX_HOST_RULE_REASON_LENGTH, MAX_HOST_RULES } from "@/lib/oauth/client-metadata/host-rules/manage-host-rules";

export const HOST_RULE_PROBLEMS: Record<AddHostRuleProblem, { field: string; message: string }> = {
  host_invalid: {
    field: "pattern",
    message:
      "Enter a host name such as agents.example.com, or *.example.com for its subdomains (no scheme, port or path).",
  },
  suffix_too_broad: {
    field: "pattern",
    message:
      "A suffix must be a registrable domain such as *.example.com, never a public suffix such as *.com or *.co.uk.",
  },
  scopes_invalid: {
    field: "scopes",
    message: "An allow rule names at least one scope it approves; a deny rule names none.",
  },
  reason_invalid: { field: "reason", message: `Give a reason of 1 to ${MAX_HOST_RULE_REASON_LENGTH} characters.` },
  pattern_exists: { field: "pattern", message: "This host already has a rule. Remove it first to change it." },
  too_many_rules: {
    field: "pattern",
    message: `There are ${MAX_HOST_RULES} rules already, the most kept. Remove one first.`,
  },
};

export const METADATA_HOST_WORDS = {
  pageTitle: "Trusted agent hosts",
  intro:
    "Agents that name the URL of their own Client ID Metadata Document as their client id register themselves and " +
    "wait for review. Here you review a host once: a document first seen on an allowed host is approved at once for " +
    "the scopes you allow there (asking for more, it waits for review as usual); a denied host is refused before its " +
    "document is fetched.",
  forms:
    "Write an exact host (agents.example.com) or a registrable-domain suffix (*.example.com or .example.com, " +
    "which names every subdomain but not example.com itself). The most specific rule decides: an exact host before a " +
    "suffix, a longer suffix before a shorter one.",
  addHeading: "Add a rule",
  pattern: "Host",
  effect: "Rule",
  allow: "Allow",
  deny: "Deny",
  scopes: "Scopes approved without review",
  scopesHint: "Only for an allow rule. A client asking for any other scope waits for review.",
  reason: "Reason",
  reasonHint: "Recorded in the decision history.",
  add: "Add rule",
  added: (pattern: string) => `The rule for ${pattern} is in force.`,
  rulesHeading: "Rules",
  count: (n: number) => `${n} of ${MAX_HOST_RULES} rules`,
  created: "Added",
  remove: "Remove",
  removeLabel: (pattern: string) => `Remove the rule for ${pattern}`,
  none: "No host has a rule: every self-registered agent waits for review.",
  notFound: "This rule was removed already.",
  hostRuleApplied: "Host rule",
  approvedByRule: (pattern: string) => `Approved on first sight by the rule for ${pattern}.`,
  appliedRule: (pattern: string) => `The rule for ${pattern} applied when this client was first seen.`,
  widerThanRule: (pattern: string) =>
    `The rule for ${pattern} applied, but this client asks for more than it allows, so it waits for your review.`,
} as const;
