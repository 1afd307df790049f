import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verifyDpopProof } from "@/lib/oauth/dpop/dpop-proof";
import { MemoryOnceStore } from "@/lib/oauth/replay/memory-once-store";
// @ts-expect-error - a plain JavaScript module without type declarations
import { loadOrCreateKey, makeProof, thumbprint } from "./dpop-proof.mjs";

type Jwk = Record<string, string>;
const load = loadOrCreateKey as (file: string) => Promise<Jwk>;
const prove = makeProof as (
  key: Jwk,
  request: { method: string; url: string; accessToken?: string; now: Date },
) => Promise<string>;

describe("scripts/dpop-proof.mjs", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const file = join(mkdtempSync(join(tmpdir(), "dpop-")), "key.json");

  it("makes a key once, for its owner only, and signs proofs the server accepts with its thumbprint", async () => {
    const key = await load(file);
    expect(await load(file)).toEqual(key);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).d).toBeTruthy();
    const url = "http://localhost:3000/v2/me";
    const proof = await prove(key, { method: "get", url, accessToken: "a.b.c", now });
    const verdict = await verifyDpopProof(
      { replay: new MemoryOnceStore({ now: () => now }), now },
      { proof, method: "GET", url, accessToken: "a.b.c" },
    );
    expect(verdict).toEqual({ ok: true, jkt: await (thumbprint as (k: Jwk) => Promise<string>)(key) });
  });
});
