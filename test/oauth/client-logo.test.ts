// The consent screen's logo comes from our origin: the route serves an approved client's live
// logo, fetched once on the server, and never fetches a private or loopback address.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/(consent)/auth/oauth2/client-logo/[clientId]/route";
import { seedDemoData } from "../demo-seed";
import { clientLogoPath } from "@/lib/server/logo/client-logo";
import { createLogoCache } from "@/lib/server/logo/logo-cache";
import { fetchLogo, type LogoFetch } from "@/lib/server/logo/logo-fetch";
import { withTestDatabase } from "../test-database";
import { CONF, authorizePage, confQuery, demoUser } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
let fetched: string[] = [];
const installCache = (fetch: (url: string) => Promise<LogoFetch>) => {
  (globalThis as { __clientLogos?: unknown }).__clientLogos = createLogoCache({
    fetch: (url) => {
      fetched.push(url);
      return fetch(url);
    },
    now: Date.now,
  });
};
beforeEach(() => {
  fetched = [];
});

const setLogo = (clientId: string, logoUrl: string | null, status?: "APPROVED" | "SUSPENDED") =>
  ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { logoUrl, ...(status ? { status } : {}) } });
const logoOf = (clientId: string) =>
  GET(new Request(`http://localhost:3000/auth/oauth2/client-logo/${clientId}`), {
    params: Promise.resolve({ clientId }),
  });

describe("GET /auth/oauth2/client-logo/:clientId", () => {
  it("serves an approved client's logo as an image from our origin, fetching it once", async () => {
    installCache(async () => ({ ok: true, logo: { type: "image/png", bytes: PNG } }));
    await setLogo(CONF.clientId, "https://cdn.example.com/logo.png");
    for (let i = 0; i < 2; i++) {
      const response = await logoOf(CONF.clientId);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    }
    expect(fetched).toEqual(["https://cdn.example.com/logo.png"]);

    const page = await authorizePage(confQuery(), await demoUser());
    if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
    expect(await clientLogoPath(page.client)).toMatch(
      /^\/auth\/oauth2\/client-logo\/demo-confidential-app\?v=[\w-]{12}$/,
    );
  });

  it("never fetches a loopback or private address: the real fetcher refuses, the route answers 404", async () => {
    installCache((url) => fetchLogo(url));
    for (const url of ["https://127.0.0.1/logo.png", "https://localhost/logo.png", "https://[::1]/logo.png"]) {
      await setLogo(CONF.clientId, url);
      expect((await logoOf(CONF.clientId)).status).toBe(404);
      expect(await fetchLogo(url)).toEqual({ ok: false, refusal: "not_public_address" });
    }
    const page = await authorizePage(confQuery(), await demoUser());
    if (page.kind !== "consent") throw new Error(`expected consent, got ${page.kind}`);
    expect(await clientLogoPath(page.client)).toBeNull();
  });

  it("answers 404 without fetching for a client that is not approved, has no logo, or does not exist", async () => {
    installCache(async () => ({ ok: true, logo: { type: "image/png", bytes: PNG } }));
    await setLogo("demo-pending-app", "https://cdn.example.com/pending.png");
    expect((await logoOf("demo-pending-app")).status).toBe(404);
    await setLogo(CONF.clientId, "https://cdn.example.com/suspended.png", "SUSPENDED");
    expect((await logoOf(CONF.clientId)).status).toBe(404);
    await setLogo(CONF.clientId, null, "APPROVED");
    expect((await logoOf(CONF.clientId)).status).toBe(404);
    expect((await logoOf("no-such-app")).status).toBe(404);
    expect((await logoOf("x".repeat(300))).status).toBe(404);
    expect(fetched).toEqual([]);
  });
});
