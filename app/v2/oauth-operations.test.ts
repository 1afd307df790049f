// The OAuth 2.0 / OpenID Connect surface in the OpenAPI document: every endpoint the app serves is
// an operation, with the methods its route answers, and the documented discovery members are the
// ones the routes serve, no more and no fewer.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as apiCatalogGET } from "@/app/.well-known/api-catalog/route";
import { GET as authorizationServerGET } from "@/app/.well-known/oauth-authorization-server/route";
import { GET as protectedResourceGET } from "@/app/.well-known/oauth-protected-resource/route";
import { GET as openIdConfigurationGET } from "@/app/.well-known/openid-configuration/route";
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import {
  apiCatalogSchema,
  authorizationServerMetadataSchema,
  openIdConfigurationSchema,
  protectedResourceMetadataSchema,
} from "@/lib/server/api/oauth-schemas";
import { API_ROUTES } from "./api-routes";

type Schema = { $ref?: string; oneOf?: Schema[]; properties?: Record<string, { enum?: unknown[] }> };
type Operation = {
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
const doc = apiOpenApiDocument(API_ROUTES) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; scheme?: string }> };
};

/** Each endpoint, the file that serves it, and the methods it answers (OPTIONS and HEAD aside). */
const SERVED: Record<string, { file: string; methods: string[] }> = {
  "/auth/oauth2/authorize": { file: "app/(consent)/auth/oauth2/authorize/page.tsx", methods: ["get"] },
  "/auth/oauth2/logout": { file: "app/(consent)/auth/oauth2/logout/route.ts", methods: ["get", "post"] },
  "/v2/auth/oauth2/par": { file: "app/v2/auth/oauth2/par/route.ts", methods: ["post"] },
  "/v2/auth/oauth2/token": { file: "app/v2/auth/oauth2/token/route.ts", methods: ["post"] },
  "/v2/auth/oauth2/revoke": { file: "app/v2/auth/oauth2/revoke/route.ts", methods: ["post"] },
  "/v2/auth/oauth2/introspect": { file: "app/v2/auth/oauth2/introspect/route.ts", methods: ["post"] },
  "/v2/auth/oauth2/userinfo": { file: "app/v2/auth/oauth2/userinfo/route.ts", methods: ["get", "post"] },
  "/.well-known/openid-configuration": { file: "app/.well-known/openid-configuration/route.ts", methods: ["get"] },
  "/.well-known/oauth-authorization-server": {
    file: "app/.well-known/oauth-authorization-server/route.ts",
    methods: ["get"],
  },
  "/.well-known/jwks.json": { file: "app/.well-known/jwks.json/route.ts", methods: ["get"] },
  "/.well-known/oauth-protected-resource": {
    file: "app/.well-known/oauth-protected-resource/route.ts",
    methods: ["get"],
  },
  "/.well-known/oauth-protected-resource/v2": {
    file: "app/.well-known/oauth-protected-resource/v2/route.ts",
    methods: ["get"],
  },
  "/.well-known/api-catalog": { file: "app/.well-known/api-catalog/route.ts", methods: ["get"] },
};

const ref = (schema: Schema | undefined) => doc.components.schemas[schema?.$ref?.split("/").pop() ?? ""];

describe("the OAuth surface in the OpenAPI document", () => {
  it("is an operation per endpoint and method the app serves, under the oauth and discovery tags", () => {
    for (const [path, { file, methods }] of Object.entries(SERVED)) {
      expect(existsSync(file), file).toBe(true);
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
      for (const method of methods)
        expect(doc.paths[path]![method]!.tags, `${method} ${path}`).toEqual([
          path.startsWith("/.well-known/") ? "discovery" : "oauth",
        ]);
    }
  });

  it("documents the token endpoint's two grants as a form, client authentication, DPoP and RFC 6749 errors", () => {
    const token = doc.paths["/v2/auth/oauth2/token"]!.post!;
    const request = ref(token.requestBody?.content["application/x-www-form-urlencoded"]?.schema);
    expect(request?.oneOf?.map((v) => (ref(v) ?? v).properties?.grant_type?.enum)).toEqual([
      ["authorization_code"],
      ["refresh_token"],
    ]);
    expect(token.security).toContainEqual({ clientSecretBasic: [] });
    expect(doc.components.securitySchemes.clientSecretBasic).toMatchObject({ type: "http", scheme: "basic" });
    expect(token.parameters).toContainEqual(expect.objectContaining({ name: "DPoP", in: "header" }));
    expect(token.responses["200"]?.content?.["application/json"]?.schema.$ref).toBe(
      "#/components/schemas/TokenResponse",
    );
    for (const status of ["400", "401"])
      expect(token.responses[status]?.content?.["application/json"]?.schema.$ref).toBe(
        "#/components/schemas/OAuthError",
      );
    // UserInfo takes an access token of an openid grant.
    expect(doc.paths["/v2/auth/oauth2/userinfo"]!.get!.security).toEqual([{ oauth2: ["openid"] }]);
  });

  it("describes the discovery documents with exactly the members the routes serve", async () => {
    const exactly = (schema: z.ZodObject, body: unknown) => z.strictObject(schema.shape).parse(body);
    exactly(authorizationServerMetadataSchema, await authorizationServerGET().json());
    exactly(openIdConfigurationSchema, await (await openIdConfigurationGET()).json());
    exactly(protectedResourceMetadataSchema, await protectedResourceGET().json());
    const catalog = await apiCatalogGET(new Request("http://localhost:3000/.well-known/api-catalog"));
    exactly(apiCatalogSchema, await catalog.json());
  });
});
