import type { LogoutClientRecord } from "@/lib/oauth/oidc/end-session";
import { getPrisma } from "../db";

/** The client as the end-session endpoint needs it, by public client id. */
export async function findLogoutClient(clientId: string): Promise<LogoutClientRecord | null> {
  if (clientId.length > 255) return null;
  return (await getPrisma()).oAuthClient.findUnique({
    where: { clientId },
    select: { clientId: true, name: true, status: true, postLogoutRedirectUris: true },
  });
}
