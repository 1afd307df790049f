import { describe, expect, it } from "vitest";
import { findClientForViewer } from "@/lib/db/clients/find-client-for-viewer";
import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";
import { hashSecret } from "@/lib/oauth/constant-time";
import { createClientCommand } from "@/lib/actions/portal-commands";
import { withTestDatabase } from "../test-database";
import { auditOf, clientInput, makeClient, makeUser } from "./portal-fixtures";

const ctx = withTestDatabase();

describe("registering a client", () => {
  it("creates a PENDING confidential client and returns its first secret once; only the hash and hint are stored", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const result = await createClientCommand(owner, clientInput({ logoUrl: "https://sync.example.com/logo.png" }));
    expect(result).toMatchObject({
      ok: true,
      data: {
        kind: "CONFIDENTIAL",
        clientId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
        secret: expect.stringMatching(/^cs_/),
      },
    });
    if (!result.ok) return;
    const stored = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({
      where: { clientId: result.data.clientId },
      include: { secrets: true },
    });
    expect(stored).toMatchObject({
      status: "PENDING",
      ownerId: owner.id,
      name: "Calendar Sync",
      logoUrl: "https://sync.example.com/logo.png",
      scopes: ["BOOKING_READ", "PROFILE_READ"],
      redirectUris: ["https://sync.example.com/oauth/callback"],
    });
    expect(stored.secrets).toHaveLength(1);
    expect(stored.secrets[0]).toMatchObject({
      secretHash: hashSecret(result.data.secret!),
      hint: result.data.secret!.slice(-4),
    });
    expect(JSON.stringify(stored)).not.toContain(result.data.secret);

    const [created] = await auditOf(ctx.db.prisma, result.data.clientId);
    expect(created).toMatchObject({
      actorId: owner.id,
      eventType: "client.created",
      details: { kind: "CONFIDENTIAL", scopes: ["BOOKING_READ", "PROFILE_READ"] },
    });
    expect(JSON.stringify(created)).not.toContain(result.data.secret);
  });

  it("creates a public client without a secret, allowing a private-use scheme redirect URI", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const created = await makeClient(owner, {
      kind: "PUBLIC",
      redirectUris: ["com.example.app:/cb", "http://127.0.0.1:8080/cb"],
    });
    expect(created.secret).toBeNull();
    expect(await ctx.db.prisma.clientSecret.count({ where: { client: { clientId: created.clientId } } })).toBe(0);
  });

  it("stores empty optional fields as null", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { description: "  ", websiteUrl: "" });
    expect(await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).toMatchObject({
      description: null,
      websiteUrl: null,
      logoUrl: null,
    });
  });

  it("refuses invalid input with field errors and creates nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ scopes: [] }, "scopes"],
      [{ scopes: ["NOT_A_SCOPE"] }, "scopes"],
      [{ redirectUris: [] }, "redirectUris"],
      [{ redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) }, "redirectUris"],
      [{ redirectUris: ["https://a.example/cb", "https://a.example/cb"] }, "redirectUris.1"],
      [{ redirectUris: ["https://a.example/cb#frag"] }, "redirectUris.0"],
      [{ redirectUris: ["http://a.example/cb"] }, "redirectUris.0"],
      [{ redirectUris: ["com.example.app:/cb"] }, "redirectUris.0"],
      [{ name: "" }, "name"],
      [{ websiteUrl: "javascript:alert(1)" }, "websiteUrl"],
      [{ kind: "ROBOT" }, "kind"],
    ];
    for (const [override, field] of cases) {
      const result = await createClientCommand(owner, { ...clientInput(), ...override });
      expect(result, JSON.stringify(override)).toMatchObject({ ok: false, code: "invalid_input" });
      if (!result.ok) expect(Object.keys(result.fieldErrors ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect(await createClientCommand(owner, "not an object")).toMatchObject({ ok: false, code: "invalid_input" });
    expect(await ctx.db.prisma.oAuthClient.count({ where: { ownerId: owner.id } })).toBe(0);
  });
});

describe("reading clients", () => {
  it("lists only the caller's own clients, newest first, with status and legacy marker", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const other = await makeUser(ctx.db.prisma);
    const first = await makeClient(owner, { name: "First" });
    const second = await makeClient(owner, { name: "Second", kind: "PUBLIC" });
    await makeClient(other, { name: "Not mine" });
    await ctx.db.prisma.oAuthClient.update({
      where: { clientId: first.clientId },
      data: { status: "REJECTED", reviewNote: "Add a privacy policy", scopes: [] },
    });
    const list = await listClientsForOwner(owner.id);
    expect(list.map((c) => c.name)).toEqual(["Second", "First"]);
    expect(list[0]).toMatchObject({ clientId: second.clientId, kind: "PUBLIC", status: "PENDING", legacy: false });
    expect(list[1]).toMatchObject({ status: "REJECTED", reviewNote: "Add a privacy policy", legacy: true });
    expect(await listClientsForOwner((await makeUser(ctx.db.prisma)).id)).toEqual([]);
  });

  it("shows a client to its owner and to administrators (read-only), and to nobody else", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const stranger = await makeUser(ctx.db.prisma);
    const admin = await makeUser(ctx.db.prisma, "ADMIN");
    const { clientId } = await makeClient(owner);
    const asOwner = await findClientForViewer({ clientId, viewer: owner });
    expect(asOwner).toMatchObject({
      clientId,
      viewerIsOwner: true,
      legacy: false,
      owner: { id: owner.id },
      secrets: [{ hint: expect.any(String), lastUsedAt: null }],
    });
    expect(JSON.stringify(asOwner)).not.toMatch(/secretHash|passwordHash/);
    expect(await findClientForViewer({ clientId, viewer: stranger })).toBeNull();
    expect(await findClientForViewer({ clientId, viewer: admin })).toMatchObject({ clientId, viewerIsOwner: false });
    expect(await findClientForViewer({ clientId: "x".repeat(300), viewer: admin })).toBeNull();
  });
});
