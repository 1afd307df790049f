import "server-only";
import { getPrisma } from "../db";

/**
 * The registered name of an approved client, for the sign-in page reached from its authorization
 * link. Nothing for any other client: a name nobody reviewed is not put on this site's pages.
 */
export async function findApprovedClientName(clientId: string): Promise<string | null> {
  if (clientId.length === 0 || clientId.length > 2048) return null;
  const row = await (await getPrisma()).oAuthClient.findUnique({
    where: { clientId },
    select: { name: true, status: true },
  });
  return row?.status === "APPROVED" ? row.name : null;
}
