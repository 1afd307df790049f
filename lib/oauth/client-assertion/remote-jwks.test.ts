import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MetadataFetchResult } from "../client-metadata/ports";
import { MemoryOnceStore } from "../replay/memory-once-store";
import { ISSUER, makeClientKey, signAssertion } from "../testing/client-key-fixture";
import { REFETCH_AFTER_MS, createRemoteJwks } from "./remote-jwks";
import { InvalidClientError } from "../errors";
import { clientAssertionVerifier } from "./verify-client-assertion";

const URI = "https://app.example.com/jwks.json";
const T0 = new Date("2030-01-01T00:00:00Z");
const ec = (kid: string) => ({
  ...(generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" }) as object),
  kid,
});
const caching = {};

function world(bodies: Array<string | null>) {
  let now = T0;
  const fetched: string[] = [];
  const fetcher = {
    async fetch(url: string): Promise<MetadataFetchResult> {
      fetched.push(url);
      const body = bodies[Math.min(fetched.length - 1, bodies.length - 1)] ?? null;
      return body === null ? { ok: false, refusal: "http_error" } : { ok: true, body, caching };
    },
  };
  const jwks = createRemoteJwks({ fetcher, now: () => now, maxUris: 2 });
  return { jwks, fetched, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe("createRemoteJwks", () => {
  it("fetches a set once, keeps its signing keys for five minutes, then fetches again", async () => {
    const set = JSON.stringify({ keys: [ec("a"), { ...ec("enc"), use: "enc" }, { kty: "oct", k: "AA" }, ec("b")] });
    const w = world([set]);
    expect((await w.jwks.keysAt(URI, null)).map((k) => k.kid)).toEqual(["a", "b"]);
    w.advance(299_000);
    await w.jwks.keysAt(URI, "a");
    expect(w.fetched).toHaveLength(1);
    w.advance(1_000);
    await w.jwks.keysAt(URI, "a");
    expect(w.fetched).toHaveLength(2);
  });

  it("fetches again for an unknown kid, but at most once per interval", async () => {
    const w = world([JSON.stringify({ keys: [ec("a")] }), JSON.stringify({ keys: [ec("a"), ec("new")] })]);
    await w.jwks.keysAt(URI, "a");
    expect(await w.jwks.keysAt(URI, "new")).toHaveLength(1);
    expect(w.fetched).toHaveLength(1);
    w.advance(REFETCH_AFTER_MS);
    expect((await w.jwks.keysAt(URI, "new")).map((k) => k.kid)).toEqual(["a", "new"]);
    for (const kid of ["x", "y", "z"]) await w.jwks.keysAt(URI, kid);
    expect(w.fetched).toHaveLength(2);
  });

  it("remembers a failed fetch or a junk body as no keys, and one fetch serves concurrent callers", async () => {
    const w = world([null, "not json", JSON.stringify({ keys: [ec("a")] })]);
    const answers = await Promise.all([w.jwks.keysAt(URI, "a"), w.jwks.keysAt(URI, "a")]);
    expect(answers).toEqual([[], []]);
    expect(w.fetched).toHaveLength(1);
    w.advance(REFETCH_AFTER_MS);
    expect(await w.jwks.keysAt(URI, "a")).toEqual([]);
    w.advance(REFETCH_AFTER_MS);
    expect(await w.jwks.keysAt(URI, "a")).toHaveLength(1);
  });

  it("keeps a bounded number of sets, forgetting the oldest", async () => {
    const w = world([JSON.stringify({ keys: [ec("a")] })]);
    for (const uri of [URI, `${URI}?2`, `${URI}?3`]) await w.jwks.keysAt(uri, null);
    await w.jwks.keysAt(URI, null);
    expect(w.fetched).toEqual([URI, `${URI}?2`, `${URI}?3`, URI]);
  });
});

describe("assertions signed by a published key", () => {
  it("verify with the jwks_uri's key when no registered key does, and not otherwise", async () => {
    const published = await makeClientKey("ES256", "pub-1");
    const registered = await makeClientKey("ES256", "reg-1");
    const w = world([JSON.stringify({ keys: [{ ...published.record.jwk, kid: "pub-1" }] })]);
    const verifier = () =>
      clientAssertionVerifier({
        now: T0,
        audiences: [ISSUER],
        once: new MemoryOnceStore({ now: () => T0 }),
        remoteKeys: w.jwks,
      });
    const client = { clientId: "c", keys: [registered.record], jwksUri: URI };
    expect(await verifier().verify(client, await signAssertion(registered, "c", T0))).toBe(registered.record.id);
    expect(w.fetched).toHaveLength(0);
    expect(await verifier().verify(client, await signAssertion(published, "c", T0))).toMatch(/^jwks_uri:/);
    const stranger = await makeClientKey("ES256", "pub-1");
    await expect(verifier().verify(client, await signAssertion(stranger, "c", T0))).rejects.toThrow(InvalidClientError);
    await expect(
      verifier().verify({ ...client, jwksUri: null }, await signAssertion(published, "c", T0)),
    ).rejects.toThrow(/no key registered/);
  });
});
