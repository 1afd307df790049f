// The framework's floor for the token endpoint's shape: a POST route handler that reads a small
// form body and answers token-sized JSON with no-store, doing none of the endpoint's work.
export const dynamic = "force-dynamic";

export async function POST(request) {
  const params = new URLSearchParams(await request.text());
  return Response.json(
    {
      access_token: "a".repeat(620),
      token_type: "Bearer",
      expires_in: 3600,
      refresh_token: "r".repeat(140),
      scope: params.get("grant_type") ?? "",
    },
    { headers: { "Cache-Control": "no-store", Pragma: "no-cache" } },
  );
}
