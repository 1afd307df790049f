import { beforeEach, describe, expect, it } from "vitest";
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import { MissingTokenError } from "@/lib/oauth/errors";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { createMemoryScheduling, type MemoryScheduling } from "../testing/memory-scheduling-store";
import { type AccessRule, decideApiAccess } from "./api-access";

let m: MemoryScheduling;
beforeEach(() => {
  m = createMemoryScheduling();
  m.organizations.add("org");
  m.teams.set("team", { organizationId: "org" });
});

const token = (scopes: Scope[], legacyUnrestricted = false): BearerAccess => ({
  userId: "u",
  clientId: "c",
  grantId: "g",
  scopes,
  legacyUnrestricted,
});
const decide = (access: BearerAccess, rule: AccessRule, params: { orgId?: string; teamId?: string } = {}) =>
  decideApiAccess(m.membership, { bearer: { ok: true, access }, rule, params });

describe("decideApiAccess", () => {
  it("refuses a request whose bearer token the OAuth core refused, before anything else", async () => {
    const error = new MissingTokenError();
    const decision = await decideApiAccess(m.membership, {
      bearer: { ok: false, error },
      rule: { scope: "BOOKING_READ" },
      params: { teamId: "team" },
    });
    expect(decision).toEqual({ ok: false, code: "bearer_refused", error });
  });

  it("refuses a token whose scopes do not cover the operation's, naming the token", async () => {
    const access = token(["BOOKING_READ"]);
    expect(await decide(access, { scope: "BOOKING_WRITE" })).toEqual({ ok: false, code: "insufficient_scope", access });
    // The scope is checked before the realm: a stranger to the team still learns only the scope.
    expect(await decide(access, { scope: "TEAM_BOOKING_READ" }, { teamId: "nope" })).toMatchObject({
      code: "insufficient_scope",
    });
  });

  it("gives a personal path the user's realm, whatever role the route declares", async () => {
    expect(await decide(token(["BOOKING_WRITE"]), { scope: "BOOKING_WRITE", role: "ADMIN" })).toMatchObject({
      ok: true,
      realm: { kind: "user", userId: "u" },
    });
  });

  it("answers not_found for a team the caller is not in, and role_required for a member where ADMIN is declared", async () => {
    const access = token(["TEAM_BOOKING_READ", "TEAM_BOOKING_WRITE"]);
    expect(await decide(access, { scope: "TEAM_BOOKING_READ" }, { teamId: "team" })).toEqual({
      ok: false,
      code: "not_found",
    });
    m.teamRoles.set("team|u", "MEMBER");
    expect(await decide(access, { scope: "TEAM_BOOKING_READ" }, { teamId: "team" })).toMatchObject({
      ok: true,
      realm: { kind: "team", teamId: "team", role: "MEMBER" },
    });
    // The role comes from the declaration, not from the scope's name.
    expect(await decide(access, { scope: "TEAM_BOOKING_WRITE" }, { teamId: "team" })).toMatchObject({ ok: true });
    expect(await decide(access, { scope: "TEAM_BOOKING_READ", role: "ADMIN" }, { teamId: "team" })).toEqual({
      ok: false,
      code: "role_required",
    });
    m.teamRoles.set("team|u", "OWNER");
    expect(await decide(access, { scope: "TEAM_BOOKING_WRITE", role: "ADMIN" }, { teamId: "team" })).toMatchObject({
      ok: true,
      realm: { role: "OWNER" },
    });
  });

  it("counts the organization role on a team path only for a token holding the ORG_ twin (or a legacy grant)", async () => {
    m.organizationRoles.set("org|u", "ADMIN");
    const rule: AccessRule = { scope: "TEAM_BOOKING_WRITE", role: "ADMIN" };
    expect(await decide(token(["TEAM_BOOKING_WRITE"]), rule, { teamId: "team" })).toEqual({
      ok: false,
      code: "not_found",
    });
    expect(await decide(token(["ORG_BOOKING_WRITE"]), rule, { teamId: "team" })).toMatchObject({
      ok: true,
      realm: { kind: "team", role: "ADMIN" },
    });
    expect(await decide(token([], true), rule, { teamId: "team" })).toMatchObject({ ok: true });
  });

  it("judges an operation by the token's details where one names its action, else by scopes (RFC 9396)", async () => {
    const withDetail: BearerAccess = {
      ...token(["PROFILE_READ"]),
      authorizationDetails: [{ type: "scheduling", actions: ["book"], max_uses: 1 }],
    };
    const book = { bearer: { ok: true as const, access: withDetail }, rule: { scope: "BOOKING_WRITE" as const } };
    expect(await decideApiAccess(m.membership, { ...book, params: {}, detailAction: "book" })).toMatchObject({
      ok: true,
      byDetails: "book",
    });
    // No detail names cancel: the token's scopes decide, and PROFILE_READ does not reach it.
    expect(await decideApiAccess(m.membership, { ...book, params: {}, detailAction: "cancel" })).toMatchObject({
      ok: false,
      code: "insufficient_scope",
    });
    // A token without details is judged by its scopes, as before.
    expect(await decide(token(["BOOKING_WRITE"]), { scope: "BOOKING_WRITE" })).toMatchObject({ byDetails: null });
  });
});
