"use server";

// The developer portal's server actions. Each one: who is calling (requireUser), then the command
// in lib/portal/client-commands.ts (the form's zod schema, then lib/db filtered by owner).
import type { ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/current-user";
import {
  type Caller,
  addRedirectUriCommand,
  createClientCommand,
  deleteClientCommand,
  deleteClientSecretCommand,
  generateClientSecretCommand,
  migrateLegacyClientCommand,
  removeRedirectUriCommand,
  replaceRedirectUriCommand,
  resubmitClientCommand,
  updateClientScopesCommand,
} from "@/lib/portal/client-commands";

const PORTAL_PATH = "/settings/developer/oauth";

async function run<T>(command: (caller: Caller) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  // Outside the try: a signed-out caller is redirected to sign-in (a redirect is thrown).
  const user = await requireUser(PORTAL_PATH);
  try {
    return await command(user);
  } catch (err) {
    console.error("developer portal action failed", err);
    return { ok: false, code: "internal", message: "Something went wrong on our side. Nothing was changed; please try again." };
  }
}

export async function createClientAction(input: unknown) {
  return run((caller) => createClientCommand(caller, input));
}

export async function updateClientScopesAction(input: unknown) {
  return run((caller) => updateClientScopesCommand(caller, input));
}

export async function addRedirectUriAction(input: unknown) {
  return run((caller) => addRedirectUriCommand(caller, input));
}

export async function replaceRedirectUriAction(input: unknown) {
  return run((caller) => replaceRedirectUriCommand(caller, input));
}

export async function removeRedirectUriAction(input: unknown) {
  return run((caller) => removeRedirectUriCommand(caller, input));
}

export async function generateClientSecretAction(input: unknown) {
  return run((caller) => generateClientSecretCommand(caller, input));
}

export async function deleteClientSecretAction(input: unknown) {
  return run((caller) => deleteClientSecretCommand(caller, input));
}

export async function deleteClientAction(input: unknown) {
  return run((caller) => deleteClientCommand(caller, input));
}

export async function migrateLegacyClientAction(input: unknown) {
  return run((caller) => migrateLegacyClientCommand(caller, input));
}

export async function resubmitClientAction(input: unknown) {
  return run((caller) => resubmitClientCommand(caller, input));
}
