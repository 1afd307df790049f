import { describe, expect, it } from "vitest";
import { OAuthError } from "../errors";
import { MAX_TOKEN_PARAM_LENGTH, parseBasicAuthorization, parseTokenRequest } from "./token-request";

const VERIFIER = "v".repeat(43);
const codeBody = { grant_type: "authorization_code", code: "the-code", redirect_uri: "https://app.example.com/cb" };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

function errorOf(run: () => unknown): { code: string; status: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuthError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error("expected an OAuthError");
}

describe("parseTokenRequest: grant types and parameters", () => {
  it("reads authorization_details strictly (RFC 9396 s6): normalised, or invalid_authorization_details", () => {
    const details = '[{"type":"scheduling","actions":["book"],"max_uses":1}]';
    expect(parseTokenRequest({ ...codeBody, client_id: "c1", authorization_details: details })).toMatchObject({
      authorizationDetails: [{ type: "scheduling", actions: ["book"], max_uses: 1 }],
    });
    for (const bad of ["{}", '[{"type":"scheduling","actions":["book"],"x":1}]', `[${" ".repeat(5000)}]`])
      expect(errorOf(() => parseTokenRequest({ ...codeBody, client_id: "c1", authorization_details: bad }))).toEqual({
        code: "invalid_authorization_details",
        status: 400,
      });
  });
  it("parses an authorization_code request with body credentials (client_secret_post)", () => {
    expect(parseTokenRequest({ ...codeBody, client_id: "c1", client_secret: "s1", code_verifier: VERIFIER })).toEqual({
      grantType: "authorization_code",
      credentials: { clientId: "c1", clientSecret: "s1", method: "client_secret_post" },
      code: "the-code",
      redirectUri: "https://app.example.com/cb",
      codeVerifier: VERIFIER,
    });
  });

  it("parses a refresh_token request from URLSearchParams", () => {
    const params = new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: "rt",
      client_id: "c1",
      client_secret: "s1",
      scope: "X",
    });
    expect(parseTokenRequest(params)).toEqual({
      grantType: "refresh_token",
      credentials: { clientId: "c1", clientSecret: "s1", method: "client_secret_post" },
      refreshToken: "rt",
    });
  });

  it("refuses a missing grant_type with invalid_request", () => {
    expect(errorOf(() => parseTokenRequest({ client_id: "c1" }))).toEqual({ code: "invalid_request", status: 400 });
  });

  it.each(["password", "client_credentials", "implicit", "AUTHORIZATION_CODE"])(
    "refuses grant_type %s with unsupported_grant_type",
    (type) => {
      expect(errorOf(() => parseTokenRequest({ ...codeBody, grant_type: type, client_id: "c1" })).code).toBe(
        "unsupported_grant_type",
      );
    },
  );

  it("refuses any recognised parameter sent twice", () => {
    for (const name of ["grant_type", "code", "redirect_uri", "client_id", "client_secret", "code_verifier"]) {
      const params = new URLSearchParams({ ...codeBody, client_id: "c1", client_secret: "s", code_verifier: VERIFIER });
      params.append(name, params.get(name) ?? "");
      expect(errorOf(() => parseTokenRequest(params)).code, name).toBe("invalid_request");
    }
    expect(errorOf(() => parseTokenRequest({ ...codeBody, client_id: "c1", code: ["a", "b"] })).code).toBe(
      "invalid_request",
    );
  });

  it("refuses non-string values from a JSON body", () => {
    const json = JSON.parse('{"grant_type":"refresh_token","refresh_token":42,"client_id":"c1"}') as Record<
      string,
      string
    >;
    expect(errorOf(() => parseTokenRequest(json)).code).toBe("invalid_request");
  });

  it("requires code and redirect_uri for the code grant, refresh_token for refresh", () => {
    expect(errorOf(() => parseTokenRequest({ ...codeBody, code: "", client_id: "c1" })).code).toBe("invalid_request");
    expect(
      errorOf(() => parseTokenRequest({ grant_type: "authorization_code", code: "x", client_id: "c1" })).code,
    ).toBe("invalid_request");
    expect(errorOf(() => parseTokenRequest({ grant_type: "refresh_token", client_id: "c1" })).code).toBe(
      "invalid_request",
    );
  });

  it("refuses a malformed code_verifier before touching the code", () => {
    expect(errorOf(() => parseTokenRequest({ ...codeBody, client_id: "c1", code_verifier: "short" })).code).toBe(
      "invalid_request",
    );
  });

  it("refuses oversized values", () => {
    const code = "c".repeat(MAX_TOKEN_PARAM_LENGTH + 1);
    expect(errorOf(() => parseTokenRequest({ ...codeBody, code, client_id: "c1" })).code).toBe("invalid_request");
  });
});

describe("parseTokenRequest: client credentials", () => {
  it("takes a public client's client_id alone (method none)", () => {
    expect(parseTokenRequest({ ...codeBody, client_id: "pub" }).credentials).toEqual({
      clientId: "pub",
      clientSecret: null,
      method: "none",
    });
  });

  it("takes HTTP Basic credentials (client_secret_basic)", () => {
    expect(parseTokenRequest(codeBody, basic("c1", "s1")).credentials).toEqual({
      clientId: "c1",
      clientSecret: "s1",
      method: "client_secret_basic",
    });
  });

  it("form-decodes id and secret inside Basic (RFC 6749 s2.3.1)", () => {
    const header = basic(encodeURIComponent("client:1"), "p%40ss+word%3A%2B");
    expect(parseTokenRequest(codeBody, header).credentials).toMatchObject({
      clientId: "client:1",
      clientSecret: "p@ss word:+",
    });
  });

  it("accepts a client_id in the body that repeats the Basic one", () => {
    expect(parseTokenRequest({ ...codeBody, client_id: "c1" }, basic("c1", "s1")).credentials.method).toBe(
      "client_secret_basic",
    );
  });

  it("refuses both Basic and client_secret in the body", () => {
    expect(
      errorOf(() => parseTokenRequest({ ...codeBody, client_id: "c1", client_secret: "s1" }, basic("c1", "s1"))).code,
    ).toBe("invalid_request");
  });

  it("refuses a body client_id that differs from the Basic one", () => {
    expect(errorOf(() => parseTokenRequest({ ...codeBody, client_id: "c2" }, basic("c1", "s1"))).code).toBe(
      "invalid_request",
    );
  });

  it("answers invalid_client (401) when no client is identified at all", () => {
    expect(errorOf(() => parseTokenRequest(codeBody))).toEqual({ code: "invalid_client", status: 401 });
    expect(errorOf(() => parseTokenRequest({ ...codeBody, client_secret: "s1" }))).toEqual({
      code: "invalid_client",
      status: 401,
    });
  });

  it("ignores an empty Authorization header", () => {
    expect(parseTokenRequest({ ...codeBody, client_id: "c1" }, "").credentials.method).toBe("none");
  });
});

describe("parseBasicAuthorization", () => {
  it("accepts any case of the scheme name", () => {
    expect(parseBasicAuthorization(basic("a", "b").replace("Basic", "bAsIc"))).toEqual({
      clientId: "a",
      clientSecret: "b",
    });
  });

  it("treats an empty secret as none", () => {
    expect(parseBasicAuthorization(basic("a", ""))).toEqual({ clientId: "a", clientSecret: null });
  });

  it("refuses other schemes, bad base64, missing colon and bad percent-encoding", () => {
    for (const header of [
      "Bearer abc",
      "Basic",
      "Basic !!!",
      `Basic ${Buffer.from("nocolon").toString("base64")}`,
      basic("a", "%zz"),
    ]) {
      expect(errorOf(() => parseBasicAuthorization(header)).code, header).toBe("invalid_request");
    }
  });

  it("answers invalid_client for an empty client id", () => {
    expect(errorOf(() => parseBasicAuthorization(basic("", "secret"))).code).toBe("invalid_client");
  });
});
