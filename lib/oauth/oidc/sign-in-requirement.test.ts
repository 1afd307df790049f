import { describe, expect, it } from "vitest";
import type { AuthenticationParams } from "./authentication-request";
import { LOGIN_MARK_LIFETIME_MS, createLoginMark, readLoginMark } from "./login-mark";
import { type CurrentSignIn, signInRequirement } from "./sign-in-requirement";

const NOW = new Date("2030-01-01T12:00:00Z");
const KEY = "mark-key";
const auth = (over: Partial<AuthenticationParams> = {}): AuthenticationParams => ({ prompt: new Set(), ...over });
const signedInAt = (secondsAgo: number): CurrentSignIn => ({
  userId: "u1",
  email: "uma@example.com",
  authTime: new Date(NOW.getTime() - secondsAgo * 1000),
  sid: "sid-1",
});
const decide = (authentication: AuthenticationParams, signIn: CurrentSignIn | null, presentedMark?: string) =>
  signInRequirement({ clientId: "rp", authentication, signIn, presentedMark, markKey: KEY, now: NOW });

describe("the sign-in an authentication request needs", () => {
  it("a signed-out user signs in; with prompt=none the answer is login_required, no page", () => {
    expect(decide(auth(), null)).toEqual({ kind: "sign-in", fresh: false });
    expect(decide(auth({ prompt: new Set(["none"]) }), null)).toMatchObject({
      kind: "refused",
      error: "login_required",
    });
  });

  it("a signed-out user asked for prompt=login signs in once: the request is marked, so that sign-in counts", async () => {
    const first = decide(auth({ prompt: new Set(["login"]) }), null);
    expect(first).toMatchObject({ kind: "sign-in", fresh: false });
    const mark = first.kind === "sign-in" ? first.loginMark : undefined;
    expect(mark).toBeDefined();
    expect(decide(auth({ prompt: new Set(["login"]) }), signedInAt(0), mark)).toEqual({ kind: "satisfied" });
  });

  it("prompt=login asks for a fresh sign-in with a mark; a sign-in after the mark satisfies it, an older one does not", () => {
    const first = decide(auth({ prompt: new Set(["login"]) }), signedInAt(5));
    expect(first).toMatchObject({ kind: "sign-in", fresh: true });
    const mark = first.kind === "sign-in" ? first.loginMark : undefined;
    expect(mark).toBeDefined();
    // Back without signing in (the URL edited by hand): still the old sign-in, asked again.
    expect(decide(auth({ prompt: new Set(["login"]) }), signedInAt(5), mark).kind).toBe("sign-in");
    expect(decide(auth({ prompt: new Set(["login"]) }), signedInAt(0), mark)).toEqual({ kind: "satisfied" });
  });

  it("max_age: an older sign-in asks again (login_required under prompt=none); a recent one passes", () => {
    expect(decide(auth({ maxAge: 60 }), signedInAt(30))).toEqual({ kind: "satisfied" });
    expect(decide(auth({ maxAge: 60 }), signedInAt(61))).toMatchObject({ kind: "sign-in", fresh: true });
    expect(decide(auth({ maxAge: 60, prompt: new Set(["none"]) }), signedInAt(61))).toMatchObject({
      kind: "refused",
      error: "login_required",
    });
  });

  it("a login_hint naming another account: sign in again; under prompt=none the hint is not compared", () => {
    expect(decide(auth({ loginHint: "UMA@example.com" }), signedInAt(1))).toEqual({ kind: "satisfied" });
    expect(decide(auth({ loginHint: "sam@example.com" }), signedInAt(1))).toMatchObject({ kind: "sign-in" });
    // The same silent answer whatever address is guessed: no way to test a user's email.
    for (const loginHint of ["sam@example.com", "uma@example.com"])
      expect(decide(auth({ loginHint, prompt: new Set(["none"]) }), signedInAt(1))).toEqual({ kind: "satisfied" });
  });

  it("a mark is good only for its client, unaltered and for an hour", () => {
    const mark = createLoginMark(KEY, "rp", NOW);
    expect(readLoginMark(KEY, mark, "rp", NOW)).toEqual(NOW);
    expect(readLoginMark(KEY, mark, "other", NOW)).toBeNull();
    expect(readLoginMark("other-key", mark, "rp", NOW)).toBeNull();
    expect(readLoginMark(KEY, `${NOW.getTime() - 1000}.${mark.split(".")[1]}`, "rp", NOW)).toBeNull();
    expect(readLoginMark(KEY, mark, "rp", new Date(NOW.getTime() + LOGIN_MARK_LIFETIME_MS + 1))).toBeNull();
  });
});
