// The portal's forms and the server actions behind them share these schemas. They check shape
// and call the client domain's rules (lib/clients/rules) for the policy, so the form shows the
// same field words the server would return.
import { z } from "zod";
import type { Problem } from "@/lib/clients/outcome";
import { checkClientDetails, DETAIL_FIELDS } from "@/lib/clients/rules/client-details";
import { checkClientScopes } from "@/lib/clients/rules/client-scopes";
import { checkRedirectUriList } from "@/lib/clients/rules/redirect-uris";
import { MAX_JWKS_BYTES, MAX_JWKS_URI_LENGTH } from "@/lib/clients/rules/client-keys";
import { MAX_SECRET_LABEL_LENGTH, SECRET_ROLL_DELAYS, type SecretRollDelay } from "@/lib/clients/rules/client-secrets";
import { problemWords } from "@/lib/ui-words/client-failures";
import { FIELD_WORDS, atMostCharacters } from "@/lib/ui-words/form-fields";

const MAX_URL_LENGTH = 2000;

export const clientKindSchema = z.enum(["CONFIDENTIAL", "PUBLIC"], { error: FIELD_WORDS.chooseKind });

const clientIdField = z.string().trim().min(1, FIELD_WORDS.missingClientId).max(255);

// Loose bounds keep huge payloads out; lengths, characters and which links must be https are the
// client domain's rule (checkClientDetails), so the form shows the words the server would return.
const detailText = z.string().max(5000);

// Loose bounds on list sizes only keep huge payloads out; the real limits are the policies'.
const redirectUriListField = z.array(z.string().trim().max(MAX_URL_LENGTH, atMostCharacters(MAX_URL_LENGTH))).max(100);
const scopeListField = z.array(z.string().max(100)).max(200);

/** Runs a policy check once the fields it reads have parsed, even if others have not. */
function whenParsed(fields: readonly string[]) {
  return {
    when: (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
      payload.issues.every(
        (issue) => issue.path !== undefined && issue.path.length > 0 && !fields.includes(String(issue.path[0])),
      ),
  };
}

function addPolicyIssues(ctx: z.RefinementCtx, fieldErrors: Readonly<Record<string, Problem>> | undefined) {
  for (const [key, problem] of Object.entries(fieldErrors ?? {})) {
    ctx.addIssue({
      code: "custom",
      message: problemWords(problem),
      path: key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    });
  }
}

export const createClientSchema = z
  .object({
    name: detailText.trim(),
    description: detailText.trim(),
    websiteUrl: detailText.trim(),
    logoUrl: detailText.trim(),
    // Optional in the request too: they can be added later, through review.
    privacyPolicyUrl: detailText.trim().default(""),
    termsOfServiceUrl: detailText.trim().default(""),
    kind: clientKindSchema,
    redirectUris: redirectUriListField,
    scopes: scopeListField,
  })
  .superRefine(
    (value, ctx) => {
      const details = checkClientDetails(value);
      if (!details.ok) addPolicyIssues(ctx, details.fieldErrors);
      const uris = checkRedirectUriList(value.redirectUris, value.kind);
      if (!uris.ok) addPolicyIssues(ctx, uris.fieldErrors);
      const scopes = checkClientScopes(value.scopes);
      if (!scopes.ok) addPolicyIssues(ctx, scopes.fieldErrors);
    },
    whenParsed([...DETAIL_FIELDS, "kind", "redirectUris", "scopes"]),
  );
export type CreateClientInput = z.input<typeof createClientSchema>;
export type CreateClient = z.output<typeof createClientSchema>;

export const clientRefSchema = z.object({ clientId: clientIdField });
export type ClientRef = z.infer<typeof clientRefSchema>;

/** "Require pushed authorization requests" (RFC 9126 s5) on or off. */
export const pushedRequirementSchema = z.object({ clientId: clientIdField, required: z.boolean() });
export const highSecuritySchema = z.object({ clientId: clientIdField, on: z.boolean() });
/** "Bearer or DPoP" (false) or "DPoP required" (true), RFC 9449 s5.2. */
export const dpopSettingSchema = z.object({ clientId: clientIdField, dpopBoundAccessTokens: z.boolean() });

export const clientScopesSchema = z
  .object({ clientId: clientIdField, scopes: scopeListField })
  .superRefine((value, ctx) => {
    const scopes = checkClientScopes(value.scopes);
    if (!scopes.ok) addPolicyIssues(ctx, scopes.fieldErrors);
  });
export type ClientScopes = z.infer<typeof clientScopesSchema>;

const uriField = z
  .string()
  .trim()
  .min(1, FIELD_WORDS.enterRedirectUri)
  .max(MAX_URL_LENGTH, atMostCharacters(MAX_URL_LENGTH));

export const addRedirectUriSchema = z.object({ clientId: clientIdField, uri: uriField });
export type AddRedirectUri = z.infer<typeof addRedirectUriSchema>;

/** Editing one entry: `from` is the URI as it was, `uri` the new value. */
export const replaceRedirectUriSchema = z.object({
  clientId: clientIdField,
  from: z.string().max(MAX_URL_LENGTH),
  uri: uriField,
});
export type ReplaceRedirectUri = z.infer<typeof replaceRedirectUriSchema>;

export const removeRedirectUriSchema = z.object({ clientId: clientIdField, uri: z.string().max(MAX_URL_LENGTH) });
export type RemoveRedirectUri = z.infer<typeof removeRedirectUriSchema>;

export const generateSecretSchema = z.object({
  clientId: clientIdField,
  label: z
    .string()
    .trim()
    .max(MAX_SECRET_LABEL_LENGTH, problemWords({ code: "secret_label_too_long" }))
    .optional(),
});
export type GenerateSecret = z.infer<typeof generateSecretSchema>;

export const secretRefSchema = z.object({ clientId: clientIdField, secretId: z.string().min(1).max(100) });
export type SecretRef = z.infer<typeof secretRefSchema>;

export const rollSecretSchema = secretRefSchema.extend({
  delay: z.enum(Object.keys(SECRET_ROLL_DELAYS) as [SecretRollDelay, ...SecretRollDelay[]]),
  label: generateSecretSchema.shape.label,
});
export type RollSecret = z.infer<typeof rollSecretSchema>;

/** The pasted keys are read by the core (lib/clients/rules/client-keys.ts); here only bounded. */
export const addKeysSchema = z.object({
  clientId: clientIdField,
  jwks: z.string().max(MAX_JWKS_BYTES, problemWords({ code: "jwks_too_large" })),
  label: generateSecretSchema.shape.label,
});
export type AddKeys = z.infer<typeof addKeysSchema>;

export const jwksUriSchema = z.object({ clientId: clientIdField, jwksUri: z.string().max(MAX_JWKS_URI_LENGTH + 100) });
export type JwksUriInput = z.infer<typeof jwksUriSchema>;

export const keyRefSchema = z.object({ clientId: clientIdField, keyId: z.string().min(1).max(100) });
export type KeyRef = z.infer<typeof keyRefSchema>;

export const migrateLegacyClientSchema = z
  .object({
    clientId: clientIdField,
    scopes: scopeListField,
    // A boolean refined to true (not z.literal(true)) so the form can start unchecked.
    confirmed: z.boolean().refine((value) => value, FIELD_WORDS.confirmScopesSent),
    /** Needed only while requests without scope are still arriving (spec s3.2 step 3). */
    acknowledgeUnscopedTraffic: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const scopes = checkClientScopes(value.scopes);
    if (!scopes.ok) addPolicyIssues(ctx, scopes.fieldErrors);
  });
export type MigrateLegacyClientInput = z.input<typeof migrateLegacyClientSchema>;
export type MigrateLegacyClient = z.output<typeof migrateLegacyClientSchema>;

export const clientDetailsSchema = z
  .object({
    clientId: clientIdField,
    name: detailText,
    description: detailText,
    websiteUrl: detailText,
    logoUrl: detailText,
    privacyPolicyUrl: detailText,
    termsOfServiceUrl: detailText,
  })
  .superRefine((value, ctx) => {
    const checked = checkClientDetails(value);
    if (!checked.ok) addPolicyIssues(ctx, checked.fieldErrors);
  });
export type ClientDetailsForm = z.infer<typeof clientDetailsSchema>;

/**
 * A notice the owner dismisses (lib/clients/use-cases/owner-notices.ts bounds the id again), and
 * the page the plain form comes back to.
 */
export const dismissNoticeSchema = z.object({
  noticeId: z.string().min(1).max(64),
  returnTo: z.string().max(2048).optional(),
});
