import { describe, expect, it } from "vitest";
import { GET as jwksGET } from "@/app/.well-known/jwks.json/route";
import { forgetSigningKeys, getSigningKeys } from "@/lib/server/signing-keys";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

describe("access-token signing keys", () => {
  it("are generated on first use, kept across restarts, stored encrypted and published without the private part", async () => {
    const first = await getSigningKeys();
    forgetSigningKeys(); // as after a restart
    const again = await getSigningKeys();
    expect(again.active.kid).toBe(first.active.kid);
    expect(await ctx.db.prisma.signingKey.count()).toBe(1);

    const row = await ctx.db.prisma.signingKey.findFirstOrThrow();
    expect(row.privateJwkEncrypted).toMatch(/^v1\./);
    expect(row.privateJwkEncrypted).not.toContain('"d"');

    const jwks = (await (await jwksGET()).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: first.active.kid, alg: "ES256", use: "sig", kty: "EC" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });
});
