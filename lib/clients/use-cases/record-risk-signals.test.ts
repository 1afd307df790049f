// Risk signals are computed at submission and kept with the client or the change request.
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient, type NewClient } from "./create-client";
import { decideClient } from "./decide-client";
import { editClientDetails } from "./edit-client-details";
import { submitClientChange } from "./submit-client-change";

const APP: NewClient = {
  ownerId: "owner-1",
  name: "Acme Planner",
  description: "",
  websiteUrl: "https://planner.example.com",
  logoUrl: "",
  privacyPolicyUrl: "https://planner.example.com/privacy",
  termsOfServiceUrl: "https://planner.example.com/terms",
  kind: "CONFIDENTIAL",
  redirectUris: ["https://planner.example.com/cb"],
  scopes: ["PROFILE_READ"],
};

async function withApprovedApp() {
  const deps = memoryClientDeps();
  const made = await createClient(deps, APP);
  if (!made.ok) throw new Error(made.code);
  await decideClient(deps, {
    clientId: made.data.clientId,
    action: "approve",
    expectedStatus: "PENDING",
    actorId: "a",
  });
  return { deps, clientId: made.data.clientId };
}

const stored = (deps: ReturnType<typeof memoryClientDeps>, clientId: string) =>
  [...deps.store.state.clients.values()].find((c) => c.clientId === clientId)?.riskSignals;

describe("recording risk signals", () => {
  it("stores a new client's signals against other owners' approved clients, not the owner's own", async () => {
    const { deps } = await withApprovedApp();
    const impostor = await createClient(deps, {
      ...APP,
      ownerId: "owner-2",
      name: "Acme PIanner",
      redirectUris: ["https://collect.evil.test/cb"],
      scopes: ["PROFILE_READ", "BOOKING_WRITE"],
    });
    if (!impostor.ok) throw new Error(impostor.code);
    expect(stored(deps, impostor.data.clientId)).toEqual([
      { code: "look_alike_name", similarTo: "Acme Planner", match: "confusable", distance: 0 },
      {
        code: "redirect_domain_mismatch",
        uri: "https://collect.evil.test/cb",
        domain: "evil.test",
        homepageDomain: "example.com",
      },
      { code: "broad_scopes_first_client", scopes: ["BOOKING_WRITE"] },
    ]);
    const sibling = await createClient(deps, { ...APP, name: "Acme Planner", scopes: ["BOOKING_WRITE"] });
    if (!sibling.ok) throw new Error(sibling.code);
    expect(stored(deps, sibling.data.clientId)).toEqual([]);
  });

  it("weighs a client still waiting for review again when its owner edits it", async () => {
    const deps = memoryClientDeps();
    const made = await createClient(deps, APP);
    if (!made.ok) throw new Error(made.code);
    const { clientId } = made.data;
    expect(stored(deps, clientId)).toEqual([]);
    const edited = await submitClientChange(deps, {
      clientId,
      ownerId: APP.ownerId,
      proposed: { scopes: [...APP.scopes], redirectUris: [...APP.redirectUris, "https://collect.evil.test/cb"] },
    });
    expect(edited.ok).toBe(true);
    expect(stored(deps, clientId)).toEqual([
      {
        code: "redirect_domain_mismatch",
        uri: "https://collect.evil.test/cb",
        domain: "evil.test",
        homepageDomain: "example.com",
      },
    ]);
    const details = await editClientDetails(deps, {
      clientId,
      ownerId: APP.ownerId,
      details: {
        name: APP.name,
        description: "",
        websiteUrl: "https://evil.test",
        logoUrl: "",
        privacyPolicyUrl: APP.privacyPolicyUrl!,
        termsOfServiceUrl: APP.termsOfServiceUrl!,
      },
    });
    expect(details).toMatchObject({ ok: true, data: { outcome: "saved" } });
    // Now the homepage is on evil.test: the planner URI and both policy links are the odd ones out.
    expect(stored(deps, clientId)).toEqual([
      expect.objectContaining({ code: "redirect_domain_mismatch", uri: "https://planner.example.com/cb" }),
      expect.objectContaining({ code: "policy_link_other_domain", link: "privacy" }),
      expect.objectContaining({ code: "policy_link_other_domain", link: "terms" }),
    ]);
  });

  it("stores a change request's signals for the client as approving it would leave it", async () => {
    const { deps, clientId } = await withApprovedApp();
    const change = await submitClientChange(deps, {
      clientId,
      ownerId: APP.ownerId,
      proposed: { scopes: [...APP.scopes], redirectUris: [...APP.redirectUris, "https://10.0.0.8/cb"] },
      details: { privacyPolicyUrl: null },
    });
    if (!change.ok || !change.data.pending) throw new Error("no pending change");
    expect(deps.store.state.changes.get(change.data.pending.id)?.riskSignals).toEqual([
      { code: "local_redirect_host", uri: "https://10.0.0.8/cb", host: "10.0.0.8", hostKind: "private" },
      { code: "policy_link_missing", link: "privacy" },
    ]);
  });
});
