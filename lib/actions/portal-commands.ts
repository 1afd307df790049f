// What each developer-portal action does once it knows who is calling: the form's schema, then
// the client domain's use case with the caller as owner. Every use case filters by owner, so an
// administrator (who may read any client) changes only their own.
import "server-only";
import { fail } from "@/lib/clients/outcome";
import { createClient } from "@/lib/clients/use-cases/create-client";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { deleteClientSecret, generateClientSecret, rollClientSecret } from "@/lib/clients/use-cases/client-secrets";
import { addClientKeys, deleteClientKey, setClientJwksUri } from "@/lib/clients/use-cases/client-keys";
import { deleteClient } from "@/lib/clients/use-cases/delete-client";
import { editClientDetails } from "@/lib/clients/use-cases/edit-client-details";
import { editDpopSetting } from "@/lib/clients/use-cases/edit-dpop-setting";
import { updateClientScopes, updateRedirectUris } from "@/lib/clients/use-cases/edit-client";
import { migrateLegacyClient } from "@/lib/clients/use-cases/migrate-legacy-client";
import { updatePostLogoutRedirectUris } from "@/lib/clients/use-cases/edit-post-logout-redirect-uris";
import { resubmitClient } from "@/lib/clients/use-cases/resubmit-client";
import { setPushedRequirement } from "@/lib/clients/use-cases/set-pushed-requirement";
import { dismissOwnerNotice } from "@/lib/clients/use-cases/owner-notices";
import { setHighSecurity } from "@/lib/clients/use-cases/set-high-security";
import { clientDeps } from "@/lib/server/roots/clients";
import { failureWords } from "@/lib/ui-words/client-failures";
import { isEmailVerifiedFor } from "./accounts-email-commands";
import { command } from "./plumbing/command";
import {
  addRedirectUriSchema,
  clientDetailsSchema,
  clientRefSchema,
  clientScopesSchema,
  createClientSchema,
  dpopSettingSchema,
  generateSecretSchema,
  addKeysSchema,
  keyRefSchema,
  jwksUriSchema,
  migrateLegacyClientSchema,
  pushedRequirementSchema,
  highSecuritySchema,
  removeRedirectUriSchema,
  replaceRedirectUriSchema,
  rollSecretSchema,
  secretRefSchema,
} from "./schemas/client-forms";

export const createClientCommand = command(
  createClientSchema,
  async (caller, input) => {
    // Only an account whose address is proven registers clients (sign-up's link used).
    if (!(await isEmailVerifiedFor(caller.id))) return fail("email_unverified");
    // Every new client lands in the admin queue: neither one account nor one network (which can
    // open many accounts) may flood it.
    if (!(await hit("REGISTRATION_ACCOUNT", caller.id)).allowed) return fail("registration_limit");
    if (caller.address !== undefined && !(await hit("REGISTRATION_IP", caller.address)).allowed)
      return fail("registration_limit", { reason: "from_address" });
    return createClient(await clientDeps(), { ...input, ownerId: caller.id });
  },
  failureWords,
);

export const updateClientScopesCommand = command(
  clientScopesSchema,
  async (caller, { clientId, scopes }) =>
    updateClientScopes(await clientDeps(), { clientId, userId: caller.id, scopes }),
  failureWords,
);

/** Name, description and links: saved at once, or sent for review on an approved client. */
export const editClientDetailsCommand = command(
  clientDetailsSchema,
  async (caller, { clientId, ...details }) =>
    editClientDetails(await clientDeps(), { clientId, ownerId: caller.id, details }),
  failureWords,
);

/** "Bearer or DPoP" or "DPoP required": saved at once, or sent for review on an approved client. */
export const editDpopSettingCommand = command(
  dpopSettingSchema,
  async (caller, { clientId, dpopBoundAccessTokens }) =>
    editDpopSetting(await clientDeps(), { clientId, ownerId: caller.id, dpopBoundAccessTokens }),
  failureWords,
);

export const addRedirectUriCommand = command(
  addRedirectUriSchema,
  async (caller, { clientId, uri }) =>
    updateRedirectUris(await clientDeps(), { clientId, userId: caller.id, change: { op: "add", uri } }),
  failureWords,
);

export const replaceRedirectUriCommand = command(
  replaceRedirectUriSchema,
  async (caller, { clientId, from, uri }) =>
    updateRedirectUris(await clientDeps(), { clientId, userId: caller.id, change: { op: "replace", from, to: uri } }),
  failureWords,
);

export const removeRedirectUriCommand = command(
  removeRedirectUriSchema,
  async (caller, { clientId, uri }) =>
    updateRedirectUris(await clientDeps(), { clientId, userId: caller.id, change: { op: "remove", uri } }),
  failureWords,
);

/** OpenID Connect post-logout redirect URIs: reviewed like redirect URIs. */
export const addPostLogoutRedirectUriCommand = command(
  addRedirectUriSchema,
  async (caller, { clientId, uri }) =>
    updatePostLogoutRedirectUris(await clientDeps(), { clientId, userId: caller.id, change: { op: "add", uri } }),
  failureWords,
);

export const removePostLogoutRedirectUriCommand = command(
  removeRedirectUriSchema,
  async (caller, { clientId, uri }) =>
    updatePostLogoutRedirectUris(await clientDeps(), { clientId, userId: caller.id, change: { op: "remove", uri } }),
  failureWords,
);

/** RFC 9126 s5: requiring PAR applies at once; dropping it on a reviewed client waits for review. */
export const setPushedRequirementCommand = command(
  pushedRequirementSchema,
  async (caller, { clientId, required }) =>
    setPushedRequirement(await clientDeps(), { clientId, userId: caller.id, required }),
  failureWords,
);

/** The high-security profile: on at once (a tightening); off only before review. */
export const setHighSecurityCommand = command(
  highSecuritySchema,
  async (caller, { clientId, on }) => setHighSecurity(await clientDeps(), { clientId, userId: caller.id, on }),
  failureWords,
);

export const generateClientSecretCommand = command(
  generateSecretSchema,
  async (caller, { clientId, label }) =>
    generateClientSecret(await clientDeps(), { clientId, userId: caller.id, label }),
  failureWords,
);

export const rollClientSecretCommand = command(
  rollSecretSchema,
  async (caller, input) => rollClientSecret(await clientDeps(), { ...input, userId: caller.id }),
  failureWords,
);

export const deleteClientSecretCommand = command(
  secretRefSchema,
  async (caller, ref) => deleteClientSecret(await clientDeps(), { ...ref, userId: caller.id }),
  failureWords,
);

export const addClientKeysCommand = command(
  addKeysSchema,
  async (caller, input) => addClientKeys(await clientDeps(), { ...input, userId: caller.id }),
  failureWords,
);

export const setClientJwksUriCommand = command(
  jwksUriSchema,
  async (caller, input) => setClientJwksUri(await clientDeps(), { ...input, userId: caller.id }),
  failureWords,
);

export const deleteClientKeyCommand = command(
  keyRefSchema,
  async (caller, ref) => deleteClientKey(await clientDeps(), { ...ref, userId: caller.id }),
  failureWords,
);

export const deleteClientCommand = command(
  clientRefSchema,
  async (caller, { clientId }) => deleteClient(await clientDeps(), { clientId, userId: caller.id }),
  failureWords,
);

export const migrateLegacyClientCommand = command(
  migrateLegacyClientSchema,
  async (caller, { clientId, scopes, acknowledgeUnscopedTraffic }) =>
    migrateLegacyClient(await clientDeps(), { clientId, userId: caller.id, scopes, acknowledgeUnscopedTraffic }),
  failureWords,
);

/** REJECTED -> PENDING: the owner sends the (edited) client back to the review queue. */
export const resubmitClientCommand = command(
  clientRefSchema,
  async (caller, { clientId }) => resubmitClient(await clientDeps(), { clientId, ownerId: caller.id }),
  failureWords,
);

/** The owner has read a review decision's notice (a plain form: lib/actions/portal.ts). */
export async function dismissNotice(caller: { id: string }, { noticeId }: { noticeId: string }) {
  return dismissOwnerNotice(await clientDeps(), { noticeId, ownerId: caller.id });
}
