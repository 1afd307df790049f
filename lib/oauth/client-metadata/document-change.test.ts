import { describe, expect, it } from "vitest";
import { type StoredMetadataClient, metadataDocumentChange } from "./document-change";
import type { MetadataDocument } from "./metadata-document";

const A = "https://agent.example/a";
const B = "https://agent.example/b";
const C = "https://agent.example/c";
const approved: StoredMetadataClient = {
  status: "APPROVED",
  kind: "PUBLIC",
  name: "Agent",
  redirectUris: [A, B],
  logoUrl: null,
  websiteUrl: null,
};
const doc = (over: Partial<MetadataDocument> = {}) =>
  ({
    clientName: "Agent",
    redirectUris: [A, B],
    logoUri: null,
    clientUri: null,
    scopes: [],
    authMethod: "none",
    jwksUri: null,
    jwks: [],
    ...over,
  }) as MetadataDocument;

describe("what a newer metadata document changes", () => {
  it("only refreshes the copy when nothing a reviewer decides on changed", () => {
    expect(metadataDocumentChange(approved, doc())).toEqual({ kind: "refresh" });
    expect(metadataDocumentChange({ ...approved, status: "PENDING" }, doc())).toEqual({ kind: "refresh" });
  });

  it("gives a client nobody approved yet the document's configuration whole", () => {
    expect(
      metadataDocumentChange({ ...approved, status: "PENDING" }, doc({ clientName: "New", redirectUris: [C] })),
    ).toEqual({
      kind: "replace",
      clientKind: "PUBLIC",
      name: "New",
      redirectUris: [C],
      logoUrl: null,
      websiteUrl: null,
    });
  });

  it("lets a pending client switch to private_key_jwt (confidential) with its document, an approved one not", () => {
    const keyed = doc({ authMethod: "private_key_jwt", jwksUri: "https://agent.example/jwks" });
    expect(metadataDocumentChange({ ...approved, status: "PENDING" }, keyed)).toMatchObject({
      kind: "replace",
      clientKind: "CONFIDENTIAL",
    });
    // An approved client's method change never reaches here: resolution refuses it (auth_method_changed).
    expect(metadataDocumentChange({ ...approved, kind: "CONFIDENTIAL" }, keyed)).toEqual({ kind: "refresh" });
  });

  it("drops an approved client's removed redirect URIs at once and sends additions and a new name to review", () => {
    expect(metadataDocumentChange(approved, doc({ redirectUris: [A] }))).toEqual({
      kind: "narrow",
      redirectUris: [A],
      review: null,
    });
    expect(metadataDocumentChange(approved, doc({ clientName: "Renamed", redirectUris: [A, C] }))).toEqual({
      kind: "narrow",
      redirectUris: [A],
      review: { addedRedirectUris: [C], removedRedirectUris: [], name: "Renamed" },
    });
  });

  it("keeps an approved client's URIs when the document drops them all: the request for review shows it", () => {
    expect(metadataDocumentChange(approved, doc({ redirectUris: [C] }))).toEqual({
      kind: "narrow",
      redirectUris: null,
      review: { addedRedirectUris: [C], removedRedirectUris: [A, B], name: null },
    });
  });
});
