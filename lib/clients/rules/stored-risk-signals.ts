// Risk signals as stored with a client or change (JSON): read back defensively, so a row written
// by an older version, or edited by hand, shows what still parses and drops the rest.
import { z } from "zod";
import { MAX_RISK_SIGNALS, type RiskSignal } from "./risk-signals";

const text = z.string().max(2100);
const link = z.enum(["privacy", "terms"]);

const riskSignalSchema = z.discriminatedUnion("code", [
  z.object({
    code: z.literal("look_alike_name"),
    similarTo: text,
    match: z.enum(["same", "confusable", "edit_distance"]),
    distance: z.number().int().min(0),
  }),
  z.object({ code: z.literal("redirect_domain_mismatch"), uri: text, domain: text, homepageDomain: text }),
  z.object({
    code: z.literal("local_redirect_host"),
    uri: text,
    host: text,
    hostKind: z.enum(["loopback", "private", "ip_literal"]),
  }),
  z.object({ code: z.literal("broad_scopes_first_client"), scopes: z.array(text).max(100) }),
  z.object({ code: z.literal("policy_link_missing"), link }),
  z.object({ code: z.literal("policy_link_other_domain"), link, url: text, domain: text, homepageDomain: text }),
]);

/** The stored signals; null when none were recorded (submitted before signals existed). */
export function readRiskSignals(stored: unknown): RiskSignal[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.slice(0, MAX_RISK_SIGNALS).flatMap((value) => {
    const parsed = riskSignalSchema.safeParse(value);
    return parsed.success ? [parsed.data as RiskSignal] : [];
  });
}
