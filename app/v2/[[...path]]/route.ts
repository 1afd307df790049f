// Any /v2 path no route file serves: the API's JSON 404 with CORS and no-store, for every method
// (paths Next.js cannot route at all are answered the same way by the server, server-hooks.ts).
import { apiNotFoundResponse } from "@/lib/server/http/api-path-answers";

const notFound = async () => apiNotFoundResponse();

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
