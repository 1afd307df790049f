// PostgreSQL text cannot hold U+0000; hostile input carrying one must get the ordinary answer for
// "no such thing", never a database error (a 500).
import { beforeAll, describe, expect, it } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { findAuthorizeClient } from "@/lib/db/oauth/find-authorize-client";
import { seedDemoData } from "./demo-seed";
import { findUserCredentials } from "@/lib/db/users";
import { withTestDatabase } from "./test-database";
import { authorizePage, CONF, demoUser, tokenRequest } from "./oauth/oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

describe("input with NUL bytes", () => {
  it("authorization request: an error page, not a crash", async () => {
    const out = await authorizePage(
      new URLSearchParams(`client_id=${CONF.clientId}%00&redirect_uri=x`),
      await demoUser(),
    );
    expect(out).toMatchObject({ kind: "error-page", reason: "unknown_client" });
  });

  it("token endpoint: invalid_client for a client_id with NUL, invalid_grant for such a token", async () => {
    const bad = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: "x",
      client_id: "a\u0000b",
      client_secret: "s",
    });
    expect(bad.status).toBe(401);
    const badToken = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: "x\u0000",
      client_id: CONF.clientId,
      client_secret: CONF.secret,
    });
    expect(badToken.status).toBe(400);
  });

  it("sign-in and lookups: nothing found", async () => {
    expect(await findUserCredentials("user@example.com\u0000")).toBeNull();
    expect(await findAuthorizeClient(ctx.db.prisma, "\u0000")).toBeNull();
    const provider = getAuthOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>) => Promise<unknown> };
    };
    expect(
      await provider.options.authorize({ email: "user@example.com\u0000", password: "demo-user-pass" }),
    ).toBeNull();
    expect(await ctx.db.prisma.oAuthClient.findMany({ where: { name: { contains: "\u0000" } } })).toEqual([]);
    expect(await ctx.db.prisma.oAuthClient.count({ where: { clientId: "\u0000" } })).toBe(0);
  });
});

describe("forms refuse control characters with a field error", () => {
  it("sign-up, client registration and review reasons", async () => {
    const { signUpCommand } = await import("@/lib/actions/account-commands");
    expect(
      await signUpCommand({
        name: "A\u0000",
        email: "nul@example.com",
        username: "nuller",
        password: "long-enough-pass",
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: "Contains a character that is not allowed." },
    });
    const { createClientSchema } = await import("@/lib/actions/schemas/client-forms");
    const client = {
      name: "App",
      description: "d",
      websiteUrl: "",
      logoUrl: "",
      kind: "CONFIDENTIAL",
      redirectUris: ["https://a.example/cb"],
      scopes: ["PROFILE_READ"],
    };
    expect(createClientSchema.safeParse(client).success).toBe(true);
    expect(createClientSchema.safeParse({ ...client, name: "App\u0000" }).success).toBe(false);
    expect(createClientSchema.safeParse({ ...client, description: "d\u0007" }).success).toBe(false);
    const { clientDecisionSchema } = await import("@/lib/actions/schemas/decision-forms");
    const decision = { clientId: "x", expectedStatus: "PENDING", action: "reject", reason: "bad" };
    expect(clientDecisionSchema.safeParse(decision).success).toBe(true);
    expect(clientDecisionSchema.safeParse({ ...decision, reason: "bad\u0000" }).success).toBe(false);
  });
});
