// Every API route module under app/v2 (the OAuth endpoints under auth/ excepted), with its path:
// the operations (./operation-routes.ts, generated from the folder tree by `npm run api:routes`)
// and the OpenAPI document built from them. The policy table is built from the declarations these
// modules carry.
import type { RouteModule } from "@/lib/server/api/policy";
import * as openapiJsonRoute from "./openapi.json/route";
import { OPERATION_ROUTES } from "./operation-routes";

export const API_ROUTES: readonly { readonly path: string; readonly module: RouteModule }[] = [
  ...OPERATION_ROUTES,
  { path: "/v2/openapi.json", module: openapiJsonRoute },
];
