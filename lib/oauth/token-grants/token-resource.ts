// RFC 8707 s2.2 at the token endpoint: the `resource` a token request names. It is checked before
// anything is consumed (a foreign resource changes nothing); a grant bound to a resource keeps it
// - a request may repeat or narrow to it, never name another - and its access tokens carry it as `aud`.
import { InvalidTargetError } from "../errors";
import type { ApiResource } from "../resource/api-resource";
import { canonicalResource } from "../resource/resource-indicator";

/** The canonical resource the request names, or null; throws invalid_target for any other. */
export function requestedResource(raw: string | null, api: ApiResource | undefined): string | null {
  if (raw === null) return null;
  const canonical = api ? canonicalResource(raw, api) : null;
  if (canonical === null) throw new InvalidTargetError("resource is not a resource of this server");
  return canonical;
}

/** The resource a grant's tokens are for; throws invalid_target when the request names another. */
export function boundResource(granted: string | null | undefined, requested: string | null): string | null {
  if (granted && requested !== null && requested !== granted)
    throw new InvalidTargetError("resource differs from the one this authorization was granted for");
  return granted ?? requested;
}
