// The documented OAuth shapes are the core's: every parameter the token and inspection requests
// read, every claim UserInfo releases, and (checked by tsc) every answer the core's types promise.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { OAuthErrorBody } from "@/lib/oauth/errors";
import type { IntrospectionResponse } from "@/lib/oauth/introspection/introspect-token";
import { USERINFO_PROFILE_CLAIMS, type UserInfoClaims } from "@/lib/oauth/oidc/userinfo";
import type { PushedRequestResponse } from "@/lib/oauth/par/push-authorization-request";
import { TOKEN_INSPECTION_PARAMS } from "@/lib/oauth/token-inspection/token-inspection-request";
import { TOKEN_REQUEST_PARAMS } from "@/lib/oauth/token-grants/token-request";
import type { TokenResponse } from "@/lib/oauth/token-grants/token-response";
import {
  TOKEN_REQUEST_FIELDS,
  type introspectionResponseSchema,
  type oauthErrorSchema,
  type pushedResponseSchema,
  tokenInspectionRequestSchema,
  type tokenResponseSchema,
  userInfoSchema,
} from "./oauth-schemas";

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe("the OAuth schemas of the OpenAPI document", () => {
  it("name exactly the parameters the token and the revocation/introspection requests read", () => {
    expect(sorted(TOKEN_REQUEST_FIELDS)).toEqual(sorted(TOKEN_REQUEST_PARAMS));
    expect(sorted(Object.keys(tokenInspectionRequestSchema.shape))).toEqual(sorted(TOKEN_INSPECTION_PARAMS));
  });

  it("name exactly the claims UserInfo releases", () => {
    expect(sorted(Object.keys(userInfoSchema.shape))).toEqual(sorted(USERINFO_PROFILE_CLAIMS));
  });

  it("admit every answer the core's types allow, with the same members (tsc checks these)", () => {
    expectTypeOf<TokenResponse>().toExtend<z.infer<typeof tokenResponseSchema>>();
    expectTypeOf<keyof TokenResponse>().toEqualTypeOf<keyof z.infer<typeof tokenResponseSchema>>();
    expectTypeOf<UserInfoClaims>().toExtend<z.infer<typeof userInfoSchema>>();
    expectTypeOf<keyof UserInfoClaims>().toEqualTypeOf<keyof z.infer<typeof userInfoSchema>>();
    expectTypeOf<PushedRequestResponse>().toExtend<z.infer<typeof pushedResponseSchema>>();
    expectTypeOf<IntrospectionResponse>().toExtend<z.infer<typeof introspectionResponseSchema>>();
    expectTypeOf<OAuthErrorBody>().toExtend<z.infer<typeof oauthErrorSchema>>();
  });
});
