// The access-token signing keys: generated on first start, stored with the private half
// encrypted, published (public halves) at /.well-known/jwks.json. `npm run keys:rotate` adds a
// new key, which signs from then on; the previous one stays published, so its tokens verify until
// they expire, and is retired after the longest token lifetime (lib/oauth/signing-key-schedule.ts).
// A server process reads the set again every half minute on a timer, a request finding it a minute
// old does so too, and a token naming a key the process does not know reloads it at once (at most
// every 10 s), so a rotation made by another process is picked up without a restart.
import { createPrivateKey, type JsonWebKey } from "node:crypto";
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTVerifyGetKey,
} from "jose";
import { es256KeyObject } from "@/lib/oauth/es256-compact-jws";
import {
  insertSigningKey,
  listActiveSigningKeys,
  retireSigningKeys,
  type StoredSigningKey,
} from "@/lib/db/signing-keys";
import type { AccessTokenSigningKey } from "@/lib/oauth/access-token";
import { scheduleSigningKeys } from "@/lib/oauth/signing-key-schedule";
import { getConfig } from "./config";
import { decryptWithSecret, encryptWithSecret } from "../secrets/key-encryption";

export type SigningKeys = {
  active: AccessTokenSigningKey;
  jwks: { keys: JWK[] };
  getKey: JWTVerifyGetKey;
};

const RELOAD_AFTER_MS = 60_000;
/** The server's timer (keepSigningKeysFresh) reads keys this old again, before any request would. */
const REFRESH_EVERY_MS = 30_000;
const UNKNOWN_KID_RELOAD_MS = 10_000;

async function generateAndStore(secret: string, createdAt?: Date): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  await insertSigningKey({
    id: kid,
    algorithm: "ES256",
    publicJwk: { ...publicJwk, kid, alg: "ES256", use: "sig" },
    privateJwkEncrypted: encryptWithSecret(secret, JSON.stringify(privateJwk)),
    ...(createdAt ? { createdAt } : {}),
  });
  return kid;
}

/** The published keys (retiring those past their grace), newest first. */
async function publishedKeys(now: Date): Promise<StoredSigningKey[]> {
  const stored = await listActiveSigningKeys();
  const { published, retire } = scheduleSigningKeys(stored, now);
  await retireSigningKeys(retire, now);
  return stored.filter((k) => published.includes(k.id));
}

/** Reads the keys as of `now`; exported so tests can look past a key's grace period. */
export async function loadSigningKeys(now = new Date()): Promise<SigningKeys> {
  const secret = getConfig().authSecret;
  const newestUsable = (keys: StoredSigningKey[]) => {
    for (const key of keys) {
      const plain = decryptWithSecret(secret, key.privateJwkEncrypted);
      if (plain !== null) return { key, privateJwk: JSON.parse(plain) as JWK };
    }
    return null;
  };
  let stored = await publishedKeys(now);
  let usable = newestUsable(stored);
  // Keys sealed under another secret cannot sign; make a usable one rather than fail.
  if (!usable) {
    await generateAndStore(secret);
    stored = await publishedKeys(now);
    usable = newestUsable(stored);
  }
  if (!usable) throw new Error("No usable access-token signing key could be created.");
  const { key: active, privateJwk } = usable;
  const jwks = { keys: stored.map((k) => k.publicJwk as JWK) };
  const local = createLocalJWKSet(jwks);
  const self: SigningKeys = {
    active: {
      kid: active.id,
      alg: "ES256",
      privateKey: es256KeyObject(createPrivateKey({ key: privateJwk as JsonWebKey, format: "jwk" })),
    },
    jwks,
    getKey: async (header, token) => {
      try {
        return await local(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        const fresh = await reloadForUnknownKid();
        if (fresh === self) throw error;
        return fresh.getKey(header, token);
      }
    },
  };
  return self;
}

/** Adds a new signing key, which signs from now on; retires keys past their grace. Returns its kid. */
export async function rotateSigningKeys(now = new Date()): Promise<{ kid: string; published: string[] }> {
  const kid = await generateAndStore(getConfig().authSecret, now);
  const published = (await publishedKeys(now)).map((k) => k.id);
  forgetSigningKeys();
  return { kid, published };
}

type Cached = { keys: Promise<SigningKeys>; loadedAt: number; forcedAt: number; refreshing?: Promise<void> };
const slot = globalThis as unknown as { __oauthSigningKeys?: Cached; __oauthSigningKeysTimer?: NodeJS.Timeout };

/**
 * The process's keys. Once they are a minute old they are read again beside the request, which is
 * answered with the keys held: a request never waits for that read (after an idle minute the first
 * one did, and every token was verified again). A rotation elsewhere still arrives within a minute
 * and a request, and a token naming a key this process lacks reloads at once (reloadForUnknownKid).
 */
export function getSigningKeys(): Promise<SigningKeys> {
  const cached = slot.__oauthSigningKeys;
  if (!cached) return reload(Date.now(), 0);
  refreshIfOlderThan(cached, RELOAD_AFTER_MS);
  return cached.keys;
}

/** Starts the read-again of keys at least `ageMs` old, unless one is in flight. */
function refreshIfOlderThan(cached: Cached, ageMs: number): void {
  const now = Date.now();
  if (now - cached.loadedAt >= ageMs && !cached.refreshing) cached.refreshing = refresh(cached, now);
}

/**
 * The server process's timer (start-up calls it once): keys half a minute old are read again
 * between requests, so the request that finds them a minute old, the first after an idle spell,
 * never shares its event loop with that read; the read also keeps one pooled connection in use.
 * Tests that count statements or mock the clock do not start it.
 */
export function keepSigningKeysFresh(): void {
  if (slot.__oauthSigningKeysTimer) return;
  const timer = setInterval(() => {
    const cached = slot.__oauthSigningKeys;
    if (cached) refreshIfOlderThan(cached, REFRESH_EVERY_MS);
  }, REFRESH_EVERY_MS);
  timer.unref();
  slot.__oauthSigningKeysTimer = timer;
}

/** Tests: stops the timer keepSigningKeysFresh started. */
export function stopKeepingSigningKeysFresh(): void {
  clearInterval(slot.__oauthSigningKeysTimer);
  slot.__oauthSigningKeysTimer = undefined;
}

/** The same keys, the same one signing: the set held stays, and so do the tokens verified with it. */
const sameKeys = (a: SigningKeys, b: SigningKeys) =>
  a.active.kid === b.active.kid && a.jwks.keys.map((k) => k.kid).join() === b.jwks.keys.map((k) => k.kid).join();

async function refresh(cached: Cached, now: number): Promise<void> {
  try {
    const [held, fresh] = await Promise.all([cached.keys, loadSigningKeys(new Date(now))]);
    if (slot.__oauthSigningKeys !== cached) return; // forgotten or replaced meanwhile
    slot.__oauthSigningKeys = {
      keys: Promise.resolve(sameKeys(held, fresh) ? held : fresh),
      loadedAt: now,
      forcedAt: cached.forcedAt,
    };
  } catch {
    // Keep serving the keys held (the database may be away for a moment); read again in a minute.
    cached.loadedAt = now;
    cached.refreshing = undefined;
  }
}

/** Tests: the read-again in flight, if any. */
export function signingKeysRefreshed(): Promise<void> {
  return slot.__oauthSigningKeys?.refreshing ?? Promise.resolve();
}

function reload(now: number, forcedAt: number): Promise<SigningKeys> {
  const previous = slot.__oauthSigningKeys?.keys;
  const keys = loadSigningKeys(new Date(now)).catch((err: unknown) => {
    // Keep serving the keys we had (the database may be away for a moment); with none, fail.
    if (previous) return previous;
    if (slot.__oauthSigningKeys?.keys === keys) slot.__oauthSigningKeys = undefined;
    throw err;
  });
  slot.__oauthSigningKeys = { keys, loadedAt: now, forcedAt };
  return keys;
}

function reloadForUnknownKid(): Promise<SigningKeys> {
  const cached = slot.__oauthSigningKeys;
  const now = Date.now();
  if (cached && now - cached.forcedAt < UNKNOWN_KID_RELOAD_MS) return cached.keys;
  return reload(now, now);
}

/** Tests that install a fresh database forget the keys of the previous one. */
export function forgetSigningKeys(): void {
  slot.__oauthSigningKeys = undefined;
}
