// Who may read a client's pages: its owner, or an administrator (any client). Everyone else finds
// nothing, exactly as for a client id that does not exist.
import type { Prisma } from "../generated/client";

export interface ClientViewer {
  readonly clientId: string;
  readonly viewer: { readonly id: string; readonly role: "USER" | "ADMIN" };
}

/** The filter that finds the client only for its owner or an administrator; null for an id too long to be one. */
export function viewedClientWhere({ clientId, viewer }: ClientViewer): Prisma.OAuthClientWhereInput | null {
  if (clientId.length > 255) return null;
  return viewer.role === "ADMIN" ? { clientId } : { clientId, ownerId: viewer.id };
}
