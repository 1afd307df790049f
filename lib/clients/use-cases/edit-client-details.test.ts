import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import type { ClientDetailsRow } from "../ports";
import { createClient } from "./create-client";
import { editClientDetails } from "./edit-client-details";

const OWNER = "owner-1";
const DETAILS: ClientDetailsRow = {
  name: "Sync 2",
  description: "Keeps calendars in sync",
  websiteUrl: "https://sync.example.com",
  logoUrl: null,
  privacyPolicyUrl: "https://sync.example.com/privacy",
  termsOfServiceUrl: "https://sync.example.com/terms",
};

async function created() {
  const deps = memoryClientDeps();
  const result = await createClient(deps, { ownerId: OWNER, name: "Sync", description: "", websiteUrl: "", logoUrl: "", kind: "CONFIDENTIAL", redirectUris: ["https://app.example.com/cb"], scopes: ["PROFILE_READ"] });
  if (!result.ok) throw new Error(result.code);
  return { deps, clientId: result.data.clientId, row: [...deps.store.state.clients.values()][0]! };
}

describe("editClientDetails", () => {
  it("applies at once on a client still pending review, and audits only what changed", async () => {
    const { deps, clientId, row } = await created();
    const result = await editClientDetails(deps, { clientId, ownerId: OWNER, details: DETAILS });
    expect(result).toEqual({ ok: true, data: { changed: ["name", "description", "websiteUrl", "privacyPolicyUrl", "termsOfServiceUrl"] } });
    expect(deps.store.state.clients.get(row.id)).toMatchObject({ name: "Sync 2", privacyPolicyUrl: "https://sync.example.com/privacy" });
    const audit = deps.store.state.audit.filter((a) => a.eventType === "client.details_updated");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({
      before: { name: "Sync", description: null, websiteUrl: null, privacyPolicyUrl: null, termsOfServiceUrl: null },
      after: { name: "Sync 2", description: "Keeps calendars in sync", websiteUrl: "https://sync.example.com", privacyPolicyUrl: "https://sync.example.com/privacy", termsOfServiceUrl: "https://sync.example.com/terms" },
    });
  });

  it("refuses on an approved client (the consent screen shows these) and changes nothing", async () => {
    const { deps, clientId, row } = await created();
    deps.store.state.clients.set(row.id, { ...deps.store.state.clients.get(row.id)!, status: "APPROVED" });
    expect(await editClientDetails(deps, { clientId, ownerId: OWNER, details: DETAILS })).toEqual({ ok: false, code: "details_need_review" });
    expect(deps.store.state.clients.get(row.id)).toMatchObject({ name: "Sync" });
  });

  it("treats someone else's client as not found", async () => {
    const { deps, clientId } = await created();
    expect(await editClientDetails(deps, { clientId, ownerId: "intruder", details: DETAILS })).toEqual({ ok: false, code: "not_found" });
  });
});
