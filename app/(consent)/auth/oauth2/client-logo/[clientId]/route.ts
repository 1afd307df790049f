// GET /auth/oauth2/client-logo/:clientId - an approved app's logo, from our own origin, for the
// consent screen (fetched once on the server: lib/server/logo/client-logo.ts). 404 when the app has
// none we can show; the image is served as an image only (nosniff, no document can run from it).
import { approvedLogoResponse } from "@/lib/server/http/logo-response";
import { clientLogoById } from "@/lib/server/logo/client-logo";
import { logFault } from "@/lib/server/http/unavailable-responses";

export async function GET(_request: Request, context: { params: Promise<{ clientId: string }> }): Promise<Response> {
  try {
    return approvedLogoResponse(await clientLogoById((await context.params).clientId));
  } catch (error) {
    logFault(error, "client logo");
    return new Response(null, { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } });
  }
}
