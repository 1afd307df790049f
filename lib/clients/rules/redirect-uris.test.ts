import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_URIS, applyRedirectUriChange, checkRedirectUriList } from "./redirect-uris";

const uris = (n: number) => Array.from({ length: n }, (_, i) => `https://app.example.com/cb/${i}`);

describe("checkRedirectUriList", () => {
  it("accepts 1 to 10 valid, distinct URIs including loopback http and, for public clients, private-use schemes", () => {
    expect(checkRedirectUriList(uris(10), "CONFIDENTIAL").ok).toBe(true);
    expect(
      checkRedirectUriList(["http://localhost:3000/cb", "http://127.0.0.1/cb", "http://[::1]:8080/cb"], "CONFIDENTIAL")
        .ok,
    ).toBe(true);
    expect(checkRedirectUriList(["com.example.app:/cb"], "PUBLIC").ok).toBe(true);
  });

  it("refuses an empty list and an eleventh URI on the list field", () => {
    expect(checkRedirectUriList([], "PUBLIC")).toMatchObject({
      ok: false,
      fieldErrors: { redirectUris: { code: "redirect_uris_none" } },
    });
    expect(checkRedirectUriList(uris(11), "PUBLIC")).toMatchObject({
      ok: false,
      fieldErrors: { redirectUris: { code: "redirect_uris_too_many" } },
    });
  });

  it("puts each problem next to its entry: blank, fragment, plain http, duplicate, private scheme on a confidential client", () => {
    const result = checkRedirectUriList(
      [
        "",
        "https://a.example/cb#x",
        "http://a.example/cb",
        "https://ok.example/cb",
        "https://ok.example/cb",
        "com.example.app:/cb",
      ],
      "CONFIDENTIAL",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      "redirectUris.0",
      "redirectUris.1",
      "redirectUris.2",
      "redirectUris.4",
      "redirectUris.5",
    ]);
    expect(result.fieldErrors?.["redirectUris.2"]).toEqual({ code: "redirect_uri_https_required" });
    expect(result.fieldErrors?.["redirectUris.4"]).toEqual({ code: "redirect_uri_listed_twice" });
  });

  it("refuses relative URIs and dangerous schemes", () => {
    for (const bad of ["/callback", "callback", "javascript:alert(1)", "https://user:pw@a.example/cb"]) {
      expect(checkRedirectUriList([bad], "PUBLIC").ok, bad).toBe(false);
    }
  });
});

describe("applyRedirectUriChange", () => {
  it("adds up to the tenth URI and refuses the eleventh with a clear limit message", () => {
    const nine = uris(9);
    const ten = applyRedirectUriChange(nine, { op: "add", uri: "https://new.example/cb" }, "CONFIDENTIAL");
    expect(ten).toMatchObject({ ok: true });
    if (!ten.ok) return;
    expect(ten.data).toHaveLength(MAX_REDIRECT_URIS);
    const eleven = applyRedirectUriChange(ten.data, { op: "add", uri: "https://eleventh.example/cb" }, "CONFIDENTIAL");
    expect(eleven).toMatchObject({ ok: false, code: "limit_reached" });
  });

  it("refuses a duplicate or invalid URI with a field error and leaves the list alone", () => {
    const current = ["https://a.example/cb"];
    expect(applyRedirectUriChange(current, { op: "add", uri: "https://a.example/cb" }, "PUBLIC")).toMatchObject({
      ok: false,
      fieldErrors: { uri: { code: "redirect_uri_already_registered" } },
    });
    expect(applyRedirectUriChange(current, { op: "add", uri: "http://a.example/cb" }, "PUBLIC")).toMatchObject({
      ok: false,
      code: "invalid_input",
    });
    expect(current).toEqual(["https://a.example/cb"]);
  });

  it("replaces one entry in place, refusing a value that duplicates another entry", () => {
    const current = ["https://a.example/cb", "https://b.example/cb"];
    expect(
      applyRedirectUriChange(
        current,
        { op: "replace", from: "https://a.example/cb", to: "https://c.example/cb" },
        "PUBLIC",
      ),
    ).toEqual({
      ok: true,
      data: ["https://c.example/cb", "https://b.example/cb"],
    });
    expect(
      applyRedirectUriChange(
        current,
        { op: "replace", from: "https://a.example/cb", to: "https://b.example/cb" },
        "PUBLIC",
      ).ok,
    ).toBe(false);
    expect(
      applyRedirectUriChange(
        current,
        { op: "replace", from: "https://gone.example/cb", to: "https://c.example/cb" },
        "PUBLIC",
      ),
    ).toMatchObject({ ok: false, code: "stale" });
  });

  it("removes an entry but never the last one", () => {
    expect(
      applyRedirectUriChange(
        ["https://a.example/cb", "https://b.example/cb"],
        { op: "remove", uri: "https://a.example/cb" },
        "PUBLIC",
      ),
    ).toEqual({
      ok: true,
      data: ["https://b.example/cb"],
    });
    expect(
      applyRedirectUriChange(["https://a.example/cb"], { op: "remove", uri: "https://a.example/cb" }, "PUBLIC"),
    ).toMatchObject({ ok: false, code: "last_redirect_uri" });
    expect(
      applyRedirectUriChange(["https://a.example/cb"], { op: "remove", uri: "https://x.example/cb" }, "PUBLIC"),
    ).toMatchObject({ ok: false, code: "stale" });
  });
});
