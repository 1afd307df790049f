// Registering and revoking resource servers' introspection credentials (administrators only).
import { registerResourceServer } from "@/lib/oauth/resource-servers/resource-server-credentials";
import { securityEvent } from "@/lib/observability/security-event";
import { apiResource, resourceServerStore, systemRandomBytes } from "@/lib/server/roots/oauth";
import { RESOURCE_SERVER_WORDS as W } from "@/lib/ui-words/resource-servers";
import { command } from "./plumbing/command";
import { registerResourceServerSchema, revokeResourceServerSchema } from "./schemas/resource-server-forms";

export const registerResourceServerCommand = command(
  registerResourceServerSchema,
  async (caller, input) => {
    const result = await registerResourceServer(
      { store: await resourceServerStore(), randomBytes: systemRandomBytes, now: new Date() },
      { name: input.name, resource: apiResource().identifier, createdById: caller.id },
    );
    if (result.ok) securityEvent("admin_decision", { decision: "resource_server_registered", adminId: caller.id });
    return result.ok ? { ok: true as const, data: { ...result.data, name: input.name } } : result;
  },
  () => ({ message: W.nameInvalid, fieldErrors: { name: W.nameInvalid } }),
);

export const revokeResourceServerCommand = command(
  revokeResourceServerSchema,
  async (caller, input) => {
    const revoked = await (await resourceServerStore()).revokeResourceServer(input.credentialId, new Date());
    if (!revoked) return { ok: false as const, code: "not_found" };
    securityEvent("admin_decision", { decision: "resource_server_revoked", adminId: caller.id });
    return { ok: true as const, data: undefined };
  },
  () => ({ message: W.notFound }),
);
