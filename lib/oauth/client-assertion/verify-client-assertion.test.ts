import { SignJWT, UnsecuredJWT, generateSecret } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { InvalidClientError } from "../errors";
import { MemoryOnceStore } from "../replay/memory-once-store";
import {
  ISSUER,
  TOKEN_ENDPOINT,
  type TestClientKey,
  makeClientKey,
  signAssertion,
} from "../testing/client-key-fixture";
import { ASSERTION_ALGS } from "./assertion-algorithms";
import { clientAssertionVerifier } from "./verify-client-assertion";

const NOW = new Date("2030-01-01T00:00:00Z");
const T = NOW.getTime() / 1000;
const CLIENT = "client-1";

let key: TestClientKey;
let other: TestClientKey;
beforeAll(async () => {
  key = await makeClientKey("ES256", "k1");
  other = await makeClientKey("ES256", "k2");
});

const verifier = (once = new MemoryOnceStore({ now: () => NOW }), now = NOW) =>
  clientAssertionVerifier({ now, audiences: [ISSUER, TOKEN_ENDPOINT], once });

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof InvalidClientError) return error.message;
    throw error;
  }
  throw new Error("expected invalid_client");
}

describe("client assertions: accepted", () => {
  it("answers the id of the registered key that signed it", async () => {
    const assertion = await signAssertion(key, CLIENT, NOW);
    expect(await verifier().verify({ clientId: CLIENT, keys: [other.record, key.record] }, assertion)).toBe(
      key.record.id,
    );
  });

  it.each(ASSERTION_ALGS)("accepts %s", async (alg) => {
    const signer = await makeClientKey(alg);
    const assertion = await signAssertion(signer, CLIENT, NOW);
    expect(await verifier().verify({ clientId: CLIENT, keys: [signer.record] }, assertion)).toBe(signer.record.id);
  });

  it("accepts the token endpoint's URL as aud, and an array naming one of ours", async () => {
    for (const aud of [TOKEN_ENDPOINT, ["https://elsewhere.example", ISSUER]]) {
      const assertion = await signAssertion(key, CLIENT, NOW, { claims: { aud } });
      expect(await verifier().verify({ clientId: CLIENT, keys: [key.record] }, assertion)).toBe(key.record.id);
    }
  });

  it("tries every key that fits when the assertion names no kid", async () => {
    const assertion = await signAssertion(key, CLIENT, NOW, { header: { kid: undefined } });
    expect(await verifier().verify({ clientId: CLIENT, keys: [other.record, key.record] }, assertion)).toBe(
      key.record.id,
    );
  });

  it("accepts iat and nbf a little ahead of our clock (skew), and no iat at all", async () => {
    for (const options of [{ claims: { iat: T + 20, nbf: T + 20 } }, { omit: ["iat"] }]) {
      const assertion = await signAssertion(key, CLIENT, NOW, options);
      expect(await verifier().verify({ clientId: CLIENT, keys: [key.record] }, assertion)).toBe(key.record.id);
    }
  });
});

describe("client assertions: refused with invalid_client", () => {
  const refusedWith = async (options: Parameters<typeof signAssertion>[3], words: RegExp) => {
    const assertion = await signAssertion(key, CLIENT, NOW, options);
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, assertion))).toMatch(words);
  };

  it("refuses iss or sub other than the client", async () => {
    await refusedWith({ claims: { iss: "client-2" } }, /iss must be the client_id/);
    await refusedWith({ claims: { sub: "client-2" } }, /sub must be the client_id/);
    await refusedWith({ omit: ["sub"] }, /sub must be the client_id/);
  });

  it("refuses an aud that names neither our issuer nor the token endpoint", async () => {
    await refusedWith({ claims: { aud: "https://elsewhere.example" } }, /aud must name/);
    await refusedWith({ claims: { aud: [] } }, /aud must name/);
    await refusedWith({ omit: ["aud"] }, /aud must name/);
    await refusedWith({ claims: { aud: `${ISSUER}/` } }, /aud must name/);
  });

  it("refuses a missing, past, present or too distant exp", async () => {
    await refusedWith({ omit: ["exp"] }, /must carry exp/);
    await refusedWith({ claims: { exp: T } }, /has expired/);
    await refusedWith({ claims: { exp: T - 1 } }, /has expired/);
    await refusedWith({ claims: { exp: T + 331 } }, /at most 300 seconds ahead/);
  });

  it("refuses an iat or nbf in the future, and an iat after exp", async () => {
    await refusedWith({ claims: { iat: T + 31 } }, /iat must be/);
    await refusedWith({ claims: { iat: T + 61, exp: T + 60 } }, /iat must be/);
    await refusedWith({ claims: { iat: "now" as unknown as number } }, /iat must be/);
    await refusedWith({ claims: { nbf: T + 31 } }, /not valid yet/);
  });

  it("refuses a missing, empty or overlong jti", async () => {
    await refusedWith({ omit: ["jti"] }, /must carry a jti/);
    await refusedWith({ claims: { jti: "" } }, /must carry a jti/);
    await refusedWith({ claims: { jti: "j".repeat(257) } }, /must carry a jti/);
  });

  it("refuses a signature by a key the client did not register", async () => {
    const assertion = await signAssertion(other, CLIENT, NOW, { header: { kid: "k1" } });
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, assertion))).toMatch(
      /signature does not verify/,
    );
  });

  it("refuses a kid that names no registered key, and an alg the key was not registered for", async () => {
    const unknownKid = await signAssertion(key, CLIENT, NOW, { header: { kid: "k9" } });
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, unknownKid))).toMatch(
      /no key registered/,
    );
    const rsa = await makeClientKey("RS256");
    const pinned = { ...rsa.record, alg: "RS256" };
    const ps = await makeClientKey("PS256");
    const psWithRsaKid = await signAssertion({ ...ps, record: pinned }, CLIENT, NOW);
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [pinned] }, psWithRsaKid))).toMatch(
      /no key registered/,
    );
  });

  it("refuses alg none and symmetric algorithms", async () => {
    const claims = { iss: CLIENT, sub: CLIENT, aud: ISSUER, exp: T + 60, jti: "x" };
    const unsecured = new UnsecuredJWT(claims).encode();
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, unsecured))).toMatch(
      /alg must be one of/,
    );
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(await generateSecret("HS256"));
    expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, hs))).toMatch(
      /alg must be one of/,
    );
  });

  it("refuses a payload that is not a JSON object, even when signed by the client's key", async () => {
    const { CompactSign } = await import("jose");
    for (const body of ["[1,2]", "not json", "null"]) {
      const jws = await new CompactSign(new TextEncoder().encode(body))
        .setProtectedHeader({ alg: "ES256", kid: "k1" })
        .sign(key.privateKey);
      expect(await refusal(verifier().verify({ clientId: CLIENT, keys: [key.record] }, jws))).toMatch(
        /payload must be a JSON object/,
      );
    }
  });

  it("never answers anything but invalid_client to malformed assertions", async () => {
    const valid = await signAssertion(key, CLIENT, NOW);
    const [h, p, s] = valid.split(".") as [string, string, string];
    const junk = [
      "",
      ".",
      "..",
      "a.b.c",
      "a.b.c.d.e",
      `${h}.${p}`,
      `${h}.${p}.${s}.x`,
      `${h}.${p}.`,
      `${h}.!!!.${s}`,
      `${Buffer.from("[]").toString("base64url")}.${p}.${s}`,
      `${Buffer.from('{"alg":"ES256","kid":7}').toString("base64url")}.${p}.${s}`,
      `${Buffer.from('{"alg":"ES256","crit":["exp"]}').toString("base64url")}.${p}.${s}`,
      `${Buffer.from("\u0000").toString("base64url")}.${p}.${s}`,
      "x".repeat(4096),
    ];
    for (let i = 0; i < 200; i++) {
      const chars = [...valid];
      const at = (i * 37) % chars.length;
      chars[at] = "A.-_%/+="[i % 8] ?? "A";
      junk.push(chars.join(""));
    }
    for (const assertion of junk) {
      const answer = verifier()
        .verify({ clientId: CLIENT, keys: [key.record] }, assertion)
        .then(
          () => "accepted",
          (error: unknown) => (error instanceof InvalidClientError ? "invalid_client" : String(error)),
        );
      // A mutation that keeps the JWS intact (a base64url character to itself) may still verify.
      expect(["invalid_client", "accepted"]).toContain(await answer);
    }
  });
});

describe("client assertions: single use", () => {
  it("refuses a jti the second time, across verifiers sharing the store", async () => {
    const once = new MemoryOnceStore({ now: () => NOW });
    const assertion = await signAssertion(key, CLIENT, NOW);
    await verifier(once).verify({ clientId: CLIENT, keys: [key.record] }, assertion);
    expect(await refusal(verifier(once).verify({ clientId: CLIENT, keys: [key.record] }, assertion))).toMatch(
      /already used/,
    );
  });

  it("lets one request authenticate twice with its own assertion (the token endpoint re-reads a changed client)", async () => {
    const v = verifier();
    const assertion = await signAssertion(key, CLIENT, NOW);
    await v.verify({ clientId: CLIENT, keys: [key.record] }, assertion);
    expect(await v.verify({ clientId: CLIENT, keys: [key.record] }, assertion)).toBe(key.record.id);
  });

  it("does not spend the jti of a refused assertion", async () => {
    const once = new MemoryOnceStore({ now: () => NOW });
    const jti = "shared-jti";
    const wrong = await signAssertion(key, CLIENT, NOW, { claims: { jti, aud: "https://elsewhere.example" } });
    await refusal(verifier(once).verify({ clientId: CLIENT, keys: [key.record] }, wrong));
    const right = await signAssertion(key, CLIENT, NOW, { claims: { jti } });
    expect(await verifier(once).verify({ clientId: CLIENT, keys: [key.record] }, right)).toBe(key.record.id);
  });

  it("keeps jti per client: another client's jti of the same value is its own", async () => {
    const once = new MemoryOnceStore({ now: () => NOW });
    const claims = { jti: "same" };
    await verifier(once).verify(
      { clientId: CLIENT, keys: [key.record] },
      await signAssertion(key, CLIENT, NOW, { claims }),
    );
    const second = await signAssertion(key, "client-2", NOW, { claims });
    expect(await verifier(once).verify({ clientId: "client-2", keys: [key.record] }, second)).toBe(key.record.id);
  });

  it("remembers the jti until the assertion's exp", async () => {
    let now = NOW;
    const once = new MemoryOnceStore({ now: () => now });
    const assertion = await signAssertion(key, CLIENT, NOW, { claims: { exp: T + 60 } });
    await verifier(once).verify({ clientId: CLIENT, keys: [key.record] }, assertion);
    now = new Date(NOW.getTime() + 59_000);
    expect(await refusal(verifier(once, now).verify({ clientId: CLIENT, keys: [key.record] }, assertion))).toMatch(
      /already used/,
    );
    now = new Date(NOW.getTime() + 60_000);
    expect(await refusal(verifier(once, now).verify({ clientId: CLIENT, keys: [key.record] }, assertion))).toMatch(
      /expired/,
    );
  });
});
