// The framework's floor: one route handler answering what the service's GET /healthz answers.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { status: "ok", build: process.env.BARE_BUILD_ID },
    { headers: { "Cache-Control": "no-store" } },
  );
}
