import { afterEach, describe, expect, it, vi } from "vitest";
import { signInWithCredentials } from "./credentials-sign-in";

const ORIGIN = "http://localhost:3000";

/** next-auth's two answers: the CSRF token, then the credentials callback's JSON `{ url }`. */
function nextAuthAnswers(status: number, url: string) {
  const posted: { url: string; body: URLSearchParams }[] = [];
  vi.stubGlobal("window", { location: { href: `${ORIGIN}/auth/signin` } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (target: string, init?: RequestInit) => {
      if (target === "/api/auth/csrf") return Response.json({ csrfToken: "csrf-123" });
      posted.push({ url: target, body: new URLSearchParams(String(init?.body)) });
      return Response.json({ url }, { status });
    }),
  );
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signing in with email and password, without next-auth's browser library", () => {
  it("posts the credentials with the CSRF token to the credentials callback, and succeeds", async () => {
    const posted = nextAuthAnswers(200, `${ORIGIN}/auth/signin`);
    expect(await signInWithCredentials({ email: "a@example.com", password: "pw" })).toEqual({ ok: true });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe("/api/auth/callback/credentials");
    expect(Object.fromEntries(posted[0]!.body)).toMatchObject({
      email: "a@example.com",
      password: "pw",
      csrfToken: "csrf-123",
      json: "true",
    });
  });

  it("reads a refusal from the answer's URL: wrong credentials, or the throttle's message", async () => {
    nextAuthAnswers(401, `${ORIGIN}/auth/signin?error=CredentialsSignin&provider=credentials`);
    expect(await signInWithCredentials({ email: "a@example.com", password: "x" })).toEqual({
      ok: false,
      error: "CredentialsSignin",
    });
    nextAuthAnswers(401, `${ORIGIN}/auth/signin?error=${encodeURIComponent("WaitTurn:3")}`);
    expect(await signInWithCredentials({ email: "a@example.com", password: "x" })).toEqual({
      ok: false,
      error: "WaitTurn:3",
    });
  });

  it("fetches the CSRF token once, ahead of the click, and again only if that fetch failed", async () => {
    vi.resetModules();
    const fresh = await import("./credentials-sign-in");
    nextAuthAnswers(401, `${ORIGIN}/auth/signin?error=CredentialsSignin`);
    const asked = () => vi.mocked(fetch).mock.calls.filter(([target]) => target === "/api/auth/csrf").length;
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("offline"));
    await expect(fresh.prepareSignIn()).rejects.toThrow("offline");
    expect(await fresh.prepareSignIn()).toBe("csrf-123");
    await fresh.signInWithCredentials({ email: "a@example.com", password: "x" });
    await fresh.signInWithCredentials({ email: "a@example.com", password: "y" });
    expect(asked()).toBe(2);
  });

  it("is a refusal when the answer is not ok, even without an error in it", async () => {
    nextAuthAnswers(500, "");
    expect(await signInWithCredentials({ email: "a@example.com", password: "x" })).toEqual({ ok: false, error: null });
  });
});
