// The administrator's trusted-host forms, shared by the form and the server action. The bounds
// here only keep input small; what a valid rule is, the core decides (manage-host-rules.ts).
import { z } from "zod";
import { MAX_HOST_LENGTH } from "@/lib/oauth/client-metadata/host-rules/host-pattern";
import { MAX_HOST_RULE_REASON_LENGTH } from "@/lib/oauth/client-metadata/host-rules/manage-host-rules";
import { HOST_RULE_PROBLEMS } from "@/lib/ui-words/metadata-hosts";

export const addHostRuleSchema = z.object({
  pattern: z.string().max(MAX_HOST_LENGTH + 2, HOST_RULE_PROBLEMS.host_invalid.message),
  effect: z.enum(["ALLOW", "DENY"]),
  scopes: z.array(z.string().max(100)).max(100),
  reason: z.string().max(MAX_HOST_RULE_REASON_LENGTH + 100, HOST_RULE_PROBLEMS.reason_invalid.message),
});
export type AddHostRuleFormInput = z.infer<typeof addHostRuleSchema>;

export const removeHostRuleSchema = z.object({ id: z.string().min(1).max(64) });
