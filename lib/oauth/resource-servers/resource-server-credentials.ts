// Registering a resource server's credential and checking it at the introspection endpoint.
import { constantTimeEqual, hashSecret } from "../constant-time";
import { InvalidClientError } from "../errors";
import type { RandomBytes } from "../ports";
import { randomToken } from "../random-token";
import type { ClientCredentials } from "../token-grants/token-request";
import type { ResourceServerPort, ResourceServerRecord } from "./ports";

export const RESOURCE_SERVER_PREFIX = "rs_";
const MAX_NAME_LENGTH = 100;

export const isResourceServerCredentialId = (clientId: string) =>
  clientId.startsWith(RESOURCE_SERVER_PREFIX) && clientId.length <= 100;

export type RegisterResourceServerResult =
  | { ok: true; data: { credentialId: string; secret: string } }
  | { ok: false; code: "name_invalid" };

/** Creates the credential; the secret is returned once, only its hash stored. */
export async function registerResourceServer(
  deps: { store: ResourceServerPort; randomBytes: RandomBytes; now: Date },
  input: { name: string; resource: string; createdById: string },
): Promise<RegisterResourceServerResult> {
  const name = input.name.trim();
  if (name === "" || name.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
    return { ok: false, code: "name_invalid" };
  const credentialId = `${RESOURCE_SERVER_PREFIX}${randomToken(deps.randomBytes, 12)}`;
  const secret = `rss_${randomToken(deps.randomBytes)}`;
  await deps.store.saveResourceServer(
    {
      credentialId,
      name,
      resource: input.resource,
      secretHash: hashSecret(secret),
      secretHint: secret.slice(-4),
      createdAt: deps.now,
      revokedAt: null,
    },
    input.createdById,
  );
  return { ok: true, data: { credentialId, secret } };
}

/** The resource server these credentials prove, or invalid_client (RFC 6749 s5.2) for anything else. */
export function authenticateResourceServer(
  record: ResourceServerRecord | null,
  credentials: ClientCredentials,
): ResourceServerRecord {
  // Hash even when there is no record, so an unknown id costs what a wrong secret does.
  const presented = hashSecret(credentials.clientSecret ?? "");
  const valid =
    record !== null &&
    record.revokedAt === null &&
    credentials.clientSecret !== null &&
    constantTimeEqual(presented, record.secretHash);
  if (!valid) throw new InvalidClientError("resource server authentication failed");
  return record;
}
