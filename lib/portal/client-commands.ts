// What each portal server action does once it knows who is calling: validate the input with the
// form's schema, then call lib/db with the caller as owner. Kept apart from the "use server" file
// so integration tests can run them without a request; every lib/db call filters by owner, so an
// administrator (who may read any client) changes only their own.
import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { createClient } from "@/lib/db/clients/create-client";
import { deleteClient } from "@/lib/db/clients/delete-client";
import { deleteClientSecret } from "@/lib/db/clients/delete-client-secret";
import { generateClientSecret } from "@/lib/db/clients/generate-client-secret";
import { migrateLegacyClient } from "@/lib/db/clients/migrate-legacy-client";
import { updateClientScopes } from "@/lib/db/clients/update-client-scopes";
import { updateRedirectUris } from "@/lib/db/clients/update-redirect-uris";
import { resubmitClient } from "@/lib/db/review/resubmit-client";
import {
  addRedirectUriSchema,
  clientRefSchema,
  clientScopesSchema,
  createClientSchema,
  migrateLegacyClientSchema,
  removeRedirectUriSchema,
  replaceRedirectUriSchema,
  secretRefSchema,
} from "./client-schemas";

export type Caller = { id: string };

function parse<S extends z.ZodType>(schema: S, input: unknown): ActionResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, code: "invalid_input", message: "Please correct the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error.issues) };
}

export async function createClientCommand(caller: Caller, input: unknown) {
  const parsed = parse(createClientSchema, input);
  return parsed.ok ? createClient({ ownerId: caller.id, input: parsed.data }) : parsed;
}

export async function updateClientScopesCommand(caller: Caller, input: unknown) {
  const parsed = parse(clientScopesSchema, input);
  return parsed.ok ? updateClientScopes({ clientId: parsed.data.clientId, userId: caller.id, scopes: parsed.data.scopes }) : parsed;
}

export async function addRedirectUriCommand(caller: Caller, input: unknown) {
  const parsed = parse(addRedirectUriSchema, input);
  if (!parsed.ok) return parsed;
  return updateRedirectUris({ clientId: parsed.data.clientId, userId: caller.id, change: { op: "add", uri: parsed.data.uri } });
}

export async function replaceRedirectUriCommand(caller: Caller, input: unknown) {
  const parsed = parse(replaceRedirectUriSchema, input);
  if (!parsed.ok) return parsed;
  const { clientId, from, uri } = parsed.data;
  return updateRedirectUris({ clientId, userId: caller.id, change: { op: "replace", from, to: uri } });
}

export async function removeRedirectUriCommand(caller: Caller, input: unknown) {
  const parsed = parse(removeRedirectUriSchema, input);
  if (!parsed.ok) return parsed;
  return updateRedirectUris({ clientId: parsed.data.clientId, userId: caller.id, change: { op: "remove", uri: parsed.data.uri } });
}

export async function generateClientSecretCommand(caller: Caller, input: unknown) {
  const parsed = parse(clientRefSchema, input);
  return parsed.ok ? generateClientSecret({ clientId: parsed.data.clientId, userId: caller.id }) : parsed;
}

export async function deleteClientSecretCommand(caller: Caller, input: unknown) {
  const parsed = parse(secretRefSchema, input);
  return parsed.ok ? deleteClientSecret({ ...parsed.data, userId: caller.id }) : parsed;
}

export async function deleteClientCommand(caller: Caller, input: unknown) {
  const parsed = parse(clientRefSchema, input);
  return parsed.ok ? deleteClient({ clientId: parsed.data.clientId, userId: caller.id }) : parsed;
}

export async function migrateLegacyClientCommand(caller: Caller, input: unknown) {
  const parsed = parse(migrateLegacyClientSchema, input);
  if (!parsed.ok) return parsed;
  const { clientId, scopes, acknowledgeUnscopedTraffic } = parsed.data;
  return migrateLegacyClient({ clientId, userId: caller.id, scopes, acknowledgeUnscopedTraffic });
}

/** REJECTED -> PENDING: the owner sends the (edited) client back to the review queue. */
export async function resubmitClientCommand(caller: Caller, input: unknown) {
  const parsed = parse(clientRefSchema, input);
  return parsed.ok ? resubmitClient({ clientId: parsed.data.clientId, ownerId: caller.id }) : parsed;
}
