import { describe, expect, it } from "vitest";
import { toSearchParams } from "../authorize/authorize-query";
import { LOGIN_MARK_PARAM } from "../oidc/login-mark";
import { PUSHED_MARK_LIFETIME_MS, PUSHED_MARK_PARAM, isMarkedPushed, markPushed } from "./pushed-mark";
import { REQUEST_URI_PREFIX, newRequestUri, referenceHashOf } from "./request-uri";

const T0 = new Date("2030-01-01T00:00:00Z");
const after = (ms: number) => new Date(T0.getTime() + ms);
const request = () => new URLSearchParams("client_id=app&resource=a&scope=X&resource=b&state=s+t");

describe("the pushed mark", () => {
  it("holds for the same parameters after a trip through a page's query (grouped, with a login mark)", () => {
    const marked = markPushed("key", request(), T0);
    const record: Record<string, string | string[]> = {};
    for (const key of new Set(marked.keys())) record[key] = marked.getAll(key);
    const back = toSearchParams(record);
    back.set(LOGIN_MARK_PARAM, "123.abc");
    expect(isMarkedPushed("key", back, after(1000))).toBe(true);
  });

  it("fails for changed, added or removed parameters, another key, a repeated mark, or a stale mark", () => {
    const marked = markPushed("key", request(), T0);
    const changed = (edit: (p: URLSearchParams) => void) => {
      const copy = new URLSearchParams(marked);
      edit(copy);
      return isMarkedPushed("key", copy, after(1000));
    };
    expect(changed((p) => p.set("state", "u"))).toBe(false);
    expect(changed((p) => p.append("prompt", "none"))).toBe(false);
    expect(changed((p) => p.delete("scope"))).toBe(false);
    expect(changed((p) => p.append(PUSHED_MARK_PARAM, p.get(PUSHED_MARK_PARAM)!))).toBe(false);
    expect(isMarkedPushed("other-key", marked, after(1000))).toBe(false);
    expect(isMarkedPushed("key", marked, after(PUSHED_MARK_LIFETIME_MS + 1))).toBe(false);
    expect(isMarkedPushed("key", request(), T0)).toBe(false);
  });
});

describe("request_uri", () => {
  it("is the RFC's URN with 256 random bits; only what we could have issued has a reference hash", () => {
    const { requestUri, referenceHash } = newRequestUri(() => new Uint8Array(32).fill(7));
    expect(requestUri.startsWith(REQUEST_URI_PREFIX)).toBe(true);
    expect(referenceHashOf(requestUri)).toBe(referenceHash);
    expect(referenceHashOf("https://app.example/request.jwt")).toBeNull();
    expect(referenceHashOf(`${REQUEST_URI_PREFIX}a.b`)).toBeNull();
    expect(referenceHashOf(`${REQUEST_URI_PREFIX}${"a".repeat(300)}`)).toBeNull();
  });
});
