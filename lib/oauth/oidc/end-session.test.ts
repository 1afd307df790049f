import { describe, expect, it } from "vitest";
import { type EndSessionDeps, type LogoutClientRecord, endSession } from "./end-session";
import type { IdTokenHint } from "./id-token-hint";

const RP: LogoutClientRecord = {
  clientId: "rp",
  name: "Planner",
  status: "APPROVED",
  postLogoutRedirectUris: ["https://rp.example/signed-out"],
};
const HINTS: Record<string, IdTokenHint> = {
  "hint-uma": { sub: "uma", aud: "rp", sid: "sid-1" },
  "hint-uma-old-session": { sub: "uma", aud: "rp", sid: "sid-0" },
  "hint-sam": { sub: "sam", aud: "rp" },
  "hint-uma-no-sid": { sub: "uma", aud: "rp" },
  "hint-uma-pending": { sub: "uma", aud: "pending-rp", sid: "sid-1" },
};
const PENDING: LogoutClientRecord = { ...RP, clientId: "pending-rp", name: "Unreviewed", status: "PENDING" };
const deps: EndSessionDeps = {
  findLogoutClient: async (id) => [RP, PENDING].find((c) => c.clientId === id) ?? null,
  verifyIdTokenHint: async (token) => HINTS[token] ?? null,
  formKey: "form-key",
  now: new Date("2030-01-01T00:00:00Z"),
};
const UMA = { userId: "uma", sid: "sid-1" };
const run = (query: Record<string, string>, session: typeof UMA | null = UMA, csrf?: string) =>
  endSession(deps, { params: new URLSearchParams(query), session, csrf: csrf ?? null });
const BACK = { post_logout_redirect_uri: "https://rp.example/signed-out", state: "x y" };

describe("RP-initiated logout", () => {
  it("ends the session and returns to the registered URI with state when the hint names this session", async () => {
    expect(await run({ id_token_hint: "hint-uma", ...BACK })).toEqual({
      kind: "end",
      location: "https://rp.example/signed-out?state=x%20y",
    });
  });

  it("asks first when the hint is missing, names another user or another session", async () => {
    for (const query of <Record<string, string>[]>[
      { client_id: "rp", ...BACK },
      { id_token_hint: "hint-sam" },
      { id_token_hint: "hint-uma-old-session" },
    ])
      expect((await run(query)).kind).toBe("confirm");
  });

  it("asks first on a hint without sid, and on a hint from a client no administrator approved (unnamed)", async () => {
    expect((await run({ id_token_hint: "hint-uma-no-sid" })).kind).toBe("confirm");
    expect(await run({ id_token_hint: "hint-uma-pending" })).toMatchObject({ kind: "confirm", clientName: null });
  });

  it("the confirmation form's token ends the session; a forged or another user's token asks again", async () => {
    const asked = await run({ client_id: "rp", ...BACK });
    if (asked.kind !== "confirm") throw new Error(asked.kind);
    expect(asked.clientName).toBe("Planner");
    expect(await run(asked.fields, UMA, asked.csrf)).toMatchObject({ kind: "end" });
    expect((await run(asked.fields, UMA, `${asked.csrf}x`)).kind).toBe("confirm");
    expect((await run(asked.fields, { userId: "sam", sid: "s" }, asked.csrf)).kind).toBe("confirm");
    expect((await run({ ...asked.fields, state: "other" }, UMA, asked.csrf)).kind).toBe("confirm");
  });

  it("asks with the hint's client standing in for the hint, so the ID token never reaches an address", async () => {
    const asked = await run({ id_token_hint: "hint-uma-no-sid", ...BACK });
    if (asked.kind !== "confirm") throw new Error(asked.kind);
    expect(asked.fields).toEqual({ client_id: "rp", ...BACK });
    expect(asked.clientName).toBe("Planner");
    expect(await run(asked.fields, UMA, asked.csrf)).toEqual({
      kind: "end",
      location: "https://rp.example/signed-out?state=x%20y",
    });
  });

  it.each([
    [{ client_id: "rp", post_logout_redirect_uri: "https://evil.example/" }, "unregistered_post_logout_redirect_uri"],
    [
      { client_id: "rp", post_logout_redirect_uri: "https://rp.example/signed-out/" },
      "unregistered_post_logout_redirect_uri",
    ],
    [{ post_logout_redirect_uri: "https://rp.example/signed-out" }, "unregistered_post_logout_redirect_uri"],
    [{ id_token_hint: "forged" }, "invalid_id_token_hint"],
    [{ id_token_hint: "hint-uma", client_id: "other" }, "client_mismatch"],
    [{ client_id: "nope" }, "unknown_client"],
    [{ state: "s".repeat(1001) }, "invalid_request"],
  ])("%j is refused with %s: an error page, never a redirect", async (query, reason) => {
    expect(await run(query)).toEqual({ kind: "error", reason });
    expect(await run(query, null)).toEqual({ kind: "error", reason });
  });

  it("a signed-out browser goes straight back (nothing to end)", async () => {
    expect(await run({ client_id: "rp", ...BACK }, null)).toMatchObject({ kind: "end" });
    expect(await run({}, null)).toEqual({ kind: "end", location: null });
  });
});
