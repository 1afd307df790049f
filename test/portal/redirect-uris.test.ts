import { describe, expect, it } from "vitest";
import {
  addRedirectUriCommand,
  removeRedirectUriCommand,
  replaceRedirectUriCommand,
} from "@/lib/actions/portal-commands";
import { withTestDatabase } from "../test-database";
import { auditOf, makeClient, makeUser } from "./portal-fixtures";

const ctx = withTestDatabase();

async function urisOf(clientId: string) {
  return (await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).redirectUris;
}

describe("redirect URIs", () => {
  it("adds up to 10 and refuses the 11th with a clear message, leaving the list unchanged", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    for (let i = 2; i <= 10; i++) {
      expect(await addRedirectUriCommand(owner, { clientId, uri: `https://sync.example.com/cb/${i}` })).toMatchObject({
        ok: true,
      });
    }
    expect(await urisOf(clientId)).toHaveLength(10);
    const eleventh = await addRedirectUriCommand(owner, { clientId, uri: "https://sync.example.com/cb/11" });
    expect(eleventh).toMatchObject({
      ok: false,
      code: "limit_reached",
      message: "A client can have at most 10 redirect URIs. Remove one before adding another.",
    });
    expect(await urisOf(clientId)).toHaveLength(10);
  });

  it("concurrent additions never push a client past 10", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, {
      redirectUris: Array.from({ length: 8 }, (_, i) => `https://a.example/${i}`),
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addRedirectUriCommand(owner, { clientId, uri: `https://b.example/${i}` })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await urisOf(clientId)).toHaveLength(10);
  });

  it("edits an entry of a client waiting for its first review in place, at once, and audits before and after", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { redirectUris: ["https://a.example/cb", "https://b.example/cb"] });
    const result = await replaceRedirectUriCommand(owner, {
      clientId,
      from: "https://a.example/cb",
      uri: " https://c.example/cb ",
    });
    const uris = ["https://c.example/cb", "https://b.example/cb"];
    expect(result).toEqual({ ok: true, data: { redirectUris: uris, liveRedirectUris: uris, waitingForReview: [] } });
    const last = (await auditOf(ctx.db.prisma, clientId)).at(-1);
    expect(last).toMatchObject({
      actorId: owner.id,
      eventType: "client.redirect_uris_updated",
      details: {
        before: ["https://a.example/cb", "https://b.example/cb"],
        after: ["https://c.example/cb", "https://b.example/cb"],
        added: ["https://c.example/cb"],
        removed: ["https://a.example/cb"],
      },
    });
  });

  it("removes an entry but never the last one", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { redirectUris: ["https://a.example/cb", "https://b.example/cb"] });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: "https://a.example/cb" })).toMatchObject({
      ok: true,
    });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: "https://b.example/cb" })).toMatchObject({
      ok: false,
      code: "last_redirect_uri",
    });
    expect(await urisOf(clientId)).toEqual(["https://b.example/cb"]);
  });

  it("refuses invalid URIs with a field error on uri and changes nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const before = await urisOf(clientId);
    const auditBefore = (await auditOf(ctx.db.prisma, clientId)).length;
    for (const uri of [
      "",
      "/relative",
      "http://not-loopback.example/cb",
      "https://a.example/cb#x",
      "com.example.app:/cb",
      before[0]!,
    ]) {
      const result = await addRedirectUriCommand(owner, { clientId, uri });
      expect(result, uri).toMatchObject({ ok: false, code: "invalid_input", fieldErrors: { uri: expect.any(String) } });
    }
    expect(
      await replaceRedirectUriCommand(owner, { clientId, from: before[0], uri: "http://evil.example/cb" }),
    ).toMatchObject({ ok: false, fieldErrors: { uri: expect.stringContaining("https") } });
    expect(await urisOf(clientId)).toEqual(before);
    expect(await auditOf(ctx.db.prisma, clientId)).toHaveLength(auditBefore);
  });

  it("accepts loopback http and, on public clients, private-use schemes", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { kind: "PUBLIC" });
    for (const uri of [
      "http://localhost:3000/cb",
      "http://127.0.0.1/cb",
      "http://[::1]:9000/cb",
      "com.example.app:/oauth/cb",
    ]) {
      expect(await addRedirectUriCommand(owner, { clientId, uri }), uri).toMatchObject({ ok: true });
    }
  });

  it("another user or an administrator gets not_found and changes nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { redirectUris: ["https://a.example/cb", "https://b.example/cb"] });
    for (const caller of [await makeUser(ctx.db.prisma), await makeUser(ctx.db.prisma, "ADMIN")]) {
      expect(await addRedirectUriCommand(caller, { clientId, uri: "https://evil.example/cb" })).toMatchObject({
        ok: false,
        code: "not_found",
      });
      expect(
        await replaceRedirectUriCommand(caller, {
          clientId,
          from: "https://a.example/cb",
          uri: "https://evil.example/cb",
        }),
      ).toMatchObject({ ok: false, code: "not_found" });
      expect(await removeRedirectUriCommand(caller, { clientId, uri: "https://a.example/cb" })).toMatchObject({
        ok: false,
        code: "not_found",
      });
    }
    expect(await urisOf(clientId)).toEqual(["https://a.example/cb", "https://b.example/cb"]);
  });

  it("reports a stale edit instead of guessing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    expect(
      await replaceRedirectUriCommand(owner, {
        clientId,
        from: "https://gone.example/cb",
        uri: "https://new.example/cb",
      }),
    ).toMatchObject({ ok: false, code: "stale" });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: "https://gone.example/cb" })).toMatchObject({
      ok: false,
      code: "stale",
    });
  });
});
