// Adding and removing trusted agent hosts (administrators only; the action plumbing checks).
import { addHostRule, removeHostRule } from "@/lib/oauth/client-metadata/host-rules/manage-host-rules";
import { securityEvent } from "@/lib/observability/security-event";
import { hostRuleDeps } from "@/lib/server/roots/metadata-clients";
import { HOST_RULE_PROBLEMS, METADATA_HOST_WORDS as W } from "@/lib/ui-words/metadata-hosts";
import { command } from "./plumbing/command";
import { addHostRuleSchema, removeHostRuleSchema } from "./schemas/host-rule-forms";

export const addHostRuleCommand = command(
  addHostRuleSchema,
  async (caller, input) => {
    const result = await addHostRule(await hostRuleDeps(), { ...input, adminId: caller.id });
    if (result.ok)
      securityEvent("admin_decision", { decision: `metadata_host_${input.effect.toLowerCase()}`, adminId: caller.id });
    return result;
  },
  (failure) => {
    const { field, message } = HOST_RULE_PROBLEMS[failure.code];
    return { message, fieldErrors: { [field]: message } };
  },
);

export const removeHostRuleCommand = command(
  removeHostRuleSchema,
  async (caller, input) => {
    const result = await removeHostRule(await hostRuleDeps(), { id: input.id, adminId: caller.id });
    if (!result.ok) return result;
    securityEvent("admin_decision", { decision: "metadata_host_removed", adminId: caller.id });
    return { ok: true as const, data: undefined };
  },
  () => ({ message: W.notFound }),
);
