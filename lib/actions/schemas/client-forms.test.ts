import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/action-result";
import { clientScopesSchema, createClientSchema, migrateLegacyClientSchema } from "./client-forms";

const valid = {
  name: " Calendar Sync ",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  kind: "CONFIDENTIAL",
  redirectUris: [" https://app.example.com/cb "],
  scopes: ["PROFILE_READ"],
};

function errorsOf(input: unknown) {
  const parsed = createClientSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

describe("createClientSchema", () => {
  it("accepts a minimal client and trims text fields", () => {
    const parsed = createClientSchema.parse(valid);
    expect(parsed.name).toBe("Calendar Sync");
    expect(parsed.redirectUris).toEqual(["https://app.example.com/cb"]);
  });

  it("reports every field problem at once, including the policy checks when other fields are wrong", () => {
    const errors = errorsOf({
      ...valid,
      name: "",
      websiteUrl: "ftp://x",
      logoUrl: "http://logo.example/l.png",
      redirectUris: ["http://app.example.com/cb"],
      scopes: [],
    });
    expect(Object.keys(errors).sort()).toEqual(["logoUrl", "name", "redirectUris.0", "scopes", "websiteUrl"]);
    expect(errors.scopes).toBe("Choose at least one scope.");
  });

  it("refuses a missing kind and more than 10 redirect URIs", () => {
    const errors = errorsOf({
      ...valid,
      kind: "SOMETHING",
      redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`),
    });
    expect(errors.kind).toBe("Choose the kind of client.");
    expect(
      createClientSchema.safeParse({
        ...valid,
        redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`),
      }).success,
    ).toBe(false);
  });

  it("allows private-use scheme redirect URIs only for public clients", () => {
    expect(
      createClientSchema.safeParse({ ...valid, kind: "PUBLIC", redirectUris: ["com.example.app:/cb"] }).success,
    ).toBe(true);
    expect(errorsOf({ ...valid, redirectUris: ["com.example.app:/cb"] })["redirectUris.0"]).toMatch(/public clients/);
  });

  it("refuses garbage without throwing", () => {
    expect(createClientSchema.safeParse("nonsense").success).toBe(false);
    expect(createClientSchema.safeParse({ ...valid, scopes: "PROFILE_READ" }).success).toBe(false);
  });
});

describe("clientScopesSchema and migrateLegacyClientSchema", () => {
  it("require at least one known scope", () => {
    expect(clientScopesSchema.safeParse({ clientId: "c", scopes: [] }).success).toBe(false);
    expect(clientScopesSchema.safeParse({ clientId: "c", scopes: ["NOPE"] }).success).toBe(false);
    expect(clientScopesSchema.safeParse({ clientId: "c", scopes: ["PROFILE_READ"] }).success).toBe(true);
  });

  it("require the explicit confirmation before legacy scopes are saved", () => {
    const base = { clientId: "c", scopes: ["PROFILE_READ"], acknowledgeUnscopedTraffic: false };
    const unconfirmed = migrateLegacyClientSchema.safeParse({ ...base, confirmed: false });
    expect(unconfirmed.success).toBe(false);
    if (!unconfirmed.success) expect(fieldErrorsOf(unconfirmed.error.issues).confirmed).toMatch(/Confirm/);
    expect(migrateLegacyClientSchema.safeParse({ ...base, confirmed: true }).success).toBe(true);
  });
});
