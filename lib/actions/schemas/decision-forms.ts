// The admin decision forms and their server actions share these schemas. Whether a reason is
// required comes from the lifecycle table, not from the schema.
import { PLAIN_TEXT } from "@/lib/plain-text";
import { FIELD_WORDS } from "@/lib/ui-words/form-fields";
import { z } from "zod";
import {
  CHANGE_DECISIONS,
  CLIENT_REVIEW_ACTIONS,
  CLIENT_STATUSES,
  REVIEW_REASON_MAX_LENGTH,
  changeReasonRule,
  reasonRule,
  type ChangeDecision,
  type ClientReviewAction,
} from "@/lib/clients/rules/lifecycle";

const reason = z
  .string()
  .trim()
  .max(REVIEW_REASON_MAX_LENGTH, FIELD_WORDS.reasonTooLong)
  .regex(PLAIN_TEXT, FIELD_WORDS.plainText);

const REQUIRED_REASON_MESSAGE: Record<string, string> = {
  reject: FIELD_WORDS.rejectReason,
  suspend: FIELD_WORDS.suspendReason,
};

function addMissingReason(required: boolean, value: { action: string; reason: string }, ctx: z.RefinementCtx): void {
  if (!required || value.reason !== "") return;
  const message = REQUIRED_REASON_MESSAGE[value.action] ?? FIELD_WORDS.anyReason;
  ctx.addIssue({ code: "custom", path: ["reason"], message });
}

const checkClientReason = (value: { action: ClientReviewAction; reason: string }, ctx: z.RefinementCtx) =>
  addMissingReason(reasonRule(value.action) === "required", value, ctx);
const checkChangeReason = (value: { action: ChangeDecision; reason: string }, ctx: z.RefinementCtx) =>
  addMissingReason(changeReasonRule(value.action) === "required", value, ctx);

const clientDecisionFields = { action: z.enum(CLIENT_REVIEW_ACTIONS), reason };

/** What the admin fills in. */
export const clientDecisionFormSchema = z.object(clientDecisionFields).superRefine(checkClientReason);
export type ClientDecisionForm = z.infer<typeof clientDecisionFormSchema>;

/** What the server action receives: the form plus which client and the status the admin saw. */
export const clientDecisionSchema = z
  .object({
    ...clientDecisionFields,
    clientId: z.string().min(1).max(2048),
    /** On approval: the scopes the client may use (a subset of those it asked for). */
    scopes: z.array(z.string().max(64)).max(64).optional(),
    expectedStatus: z.enum(CLIENT_STATUSES),
    expectedVersion: z.iso
      .datetime()
      .transform((v) => new Date(v))
      .optional(),
  })
  .superRefine(checkClientReason);
export type ClientDecisionInput = z.infer<typeof clientDecisionSchema>;

const changeDecisionFields = { action: z.enum(CHANGE_DECISIONS), reason };

export const changeDecisionFormSchema = z.object(changeDecisionFields).superRefine(checkChangeReason);
export type ChangeDecisionForm = z.infer<typeof changeDecisionFormSchema>;

export const changeDecisionSchema = z
  .object({ ...changeDecisionFields, changeId: z.string().min(1).max(64) })
  .superRefine(checkChangeReason);
export type ChangeDecisionInput = z.infer<typeof changeDecisionSchema>;
