// Post-logout redirect URIs in the portal, on the database: an approved client's new one waits
// for review (logout refuses it meanwhile), approval makes it usable, a removal applies at once.
import { beforeAll, describe, expect, it } from "vitest";
import {
  addPostLogoutRedirectUriCommand,
  removePostLogoutRedirectUriCommand,
  updateClientScopesCommand,
} from "@/lib/actions/portal-commands";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { findLogoutClient } from "@/lib/db/oauth/find-logout-client";
import { decideClient, decideClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { auditOf, makeClient, makeUser, type TestUser } from "./portal-fixtures";

const ctx = withTestDatabase();
const AFTER = "https://sync.example.com/signed-out";
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(ctx.db.prisma, "ADMIN");
});

describe("post-logout redirect URIs", () => {
  it("on an approved client: waits for review (not usable), survives another edit, approval makes it usable", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    await decideClient({ clientId, action: "approve", expectedStatus: "PENDING", actorId: admin.id });

    expect(await addPostLogoutRedirectUriCommand(owner, { clientId, uri: AFTER })).toMatchObject({
      ok: true,
      data: { livePostLogoutRedirectUris: [], waitingForReview: [AFTER] },
    });
    expect((await findLogoutClient(clientId))?.postLogoutRedirectUris).toEqual([]);
    const state = await findClientReviewState({ clientId, viewer: owner });
    expect(state?.working.postLogoutRedirectUris).toEqual([AFTER]);
    expect(state?.pendingChange?.delta.addedPostLogoutRedirectUris).toEqual([AFTER]);

    // A scope edit keeps the waiting URI in the request.
    const scopes = await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ", "BOOKING_READ"] });
    expect(scopes.ok).toBe(true);
    const pending = (await findClientReviewState({ clientId, viewer: owner }))!.pendingChange!;
    expect(pending.delta.addedPostLogoutRedirectUris).toEqual([AFTER]);

    expect((await decideClientChange({ changeId: pending.id, action: "approve", actorId: admin.id })).ok).toBe(true);
    expect((await findLogoutClient(clientId))?.postLogoutRedirectUris).toEqual([AFTER]);

    expect(await removePostLogoutRedirectUriCommand(owner, { clientId, uri: AFTER })).toMatchObject({ ok: true });
    expect((await findLogoutClient(clientId))?.postLogoutRedirectUris).toEqual([]);
    const events = (await auditOf(ctx.db.prisma, clientId)).map((e) => e.eventType);
    expect(events).toContain("client.post_logout_redirect_uris_updated");
  });

  it("refuses a URI no redirect URI could be, with a message, changing nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const refused = await addPostLogoutRedirectUriCommand(owner, { clientId, uri: "http://sync.example.com/out" });
    expect(refused).toMatchObject({ ok: false, code: "invalid_input" });
    expect(refused.ok ? "" : refused.message).toBeTruthy();
    expect((await findLogoutClient(clientId))?.postLogoutRedirectUris).toEqual([]);
  });
});
