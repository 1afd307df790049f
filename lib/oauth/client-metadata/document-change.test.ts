import { describe, expect, it } from "vitest";
import { type StoredMetadataClient, metadataDocumentChange } from "./document-change";
import type { MetadataDocument } from "./metadata-document";

const A = "https://agent.example/a";
const B = "https://agent.example/b";
const C = "https://agent.example/c";
const approved: StoredMetadataClient = {
  status: "APPROVED",
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
    ).toEqual({ kind: "replace", name: "New", redirectUris: [C], logoUrl: null, websiteUrl: null });
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
