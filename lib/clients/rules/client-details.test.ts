import { describe, expect, it } from "vitest";
import type { ClientDetailsRow } from "../ports";
import {
  applyDetails,
  checkClientDetails,
  compareDetails,
  proposeDetails,
  readDetailsProposal,
  sameProposal,
} from "./client-details";

const LIVE: ClientDetailsRow = {
  name: "App",
  description: null,
  websiteUrl: "http://app.example.com",
  logoUrl: null,
  privacyPolicyUrl: null,
  termsOfServiceUrl: null,
};
const input = {
  name: "App",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  privacyPolicyUrl: "",
  termsOfServiceUrl: "",
};

describe("checkClientDetails", () => {
  it("trims, turns empty optional fields into null, and takes an http homepage as registration does", () => {
    expect(
      checkClientDetails({
        ...input,
        name: "  App  ",
        websiteUrl: " http://app.example.com ",
        privacyPolicyUrl: "https://app.example.com/privacy",
      }),
    ).toEqual({
      ok: true,
      data: { ...LIVE, privacyPolicyUrl: "https://app.example.com/privacy" },
    });
  });

  it("takes only https for the links the consent screen shows as the app's documents and its logo", () => {
    for (const field of ["logoUrl", "privacyPolicyUrl", "termsOfServiceUrl"] as const) {
      for (const bad of [
        "http://app.example.com/x",
        "javascript:alert(1)",
        "https://app.example.com/a b",
        "https://a\\b.example.com",
        "//app.example.com/x",
        "https://u:p@app.example.com",
      ]) {
        expect(checkClientDetails({ ...input, [field]: bad })).toMatchObject({
          ok: false,
          fieldErrors: { [field]: { code: "details_url_invalid", values: ["https"] } },
        });
      }
    }
    expect(checkClientDetails({ ...input, websiteUrl: "ftp://app.example.com" })).toMatchObject({
      ok: false,
      fieldErrors: { websiteUrl: { code: "details_url_invalid", values: ["http"] } },
    });
  });

  it("bounds lengths and refuses control characters (a line break only in the description)", () => {
    expect(checkClientDetails({ ...input, name: "x".repeat(81) })).toMatchObject({
      ok: false,
      fieldErrors: { name: { code: "details_too_long", values: ["80"] } },
    });
    expect(checkClientDetails({ ...input, name: "a\nb" })).toMatchObject({
      ok: false,
      fieldErrors: { name: { code: "details_not_plain_text" } },
    });
    expect(checkClientDetails({ ...input, description: "line one\nline two" })).toMatchObject({ ok: true });
    expect(checkClientDetails({ ...input, description: "nul\u0000" })).toMatchObject({
      ok: false,
      fieldErrors: { description: { code: "details_not_plain_text" } },
    });
    expect(
      checkClientDetails({ ...input, termsOfServiceUrl: `https://app.example.com/${"t".repeat(2000)}` }),
    ).toMatchObject({ ok: false, fieldErrors: { termsOfServiceUrl: { code: "details_too_long" } } });
  });
});

describe("details proposals", () => {
  it("hold only the changed fields, compare field by field and apply over the live details", () => {
    const proposal = proposeDetails(LIVE, {
      ...LIVE,
      name: "App 2",
      websiteUrl: null,
      privacyPolicyUrl: "https://app.example.com/privacy",
    });
    expect(proposal).toEqual({ name: "App 2", websiteUrl: null, privacyPolicyUrl: "https://app.example.com/privacy" });
    expect(compareDetails(LIVE, proposal)).toEqual([
      { field: "name", before: "App", after: "App 2" },
      { field: "websiteUrl", before: "http://app.example.com", after: null },
      { field: "privacyPolicyUrl", before: null, after: "https://app.example.com/privacy" },
    ]);
    expect(applyDetails(LIVE, proposal)).toEqual({
      ...LIVE,
      name: "App 2",
      websiteUrl: null,
      privacyPolicyUrl: "https://app.example.com/privacy",
    });
    expect(sameProposal(proposal, { ...proposal })).toBe(true);
    expect(sameProposal(proposal, { name: "App 2" })).toBe(false);
    expect(sameProposal(null, {})).toBe(true);
  });

  it("read back from storage keep only known fields with text (or null for optional ones)", () => {
    expect(readDetailsProposal({ name: "A", logoUrl: null, extra: "x", description: 5 })).toEqual({
      name: "A",
      logoUrl: null,
    });
    expect(readDetailsProposal({ name: null })).toBeNull();
    expect(readDetailsProposal(null)).toBeNull();
    expect(readDetailsProposal(["name"])).toBeNull();
  });
});
