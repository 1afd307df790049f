import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorableText, unstorableField } from "./storable-text";

describe("isStorableText", () => {
  it("refuses NUL and unpaired surrogates, and nothing else", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("a\ud800b")).toBe(false);
    expect(isStorableText("\udc00")).toBe(false);
    for (const fine of ["", "plain", "tab\tand\nline", "\u0007bell", "😀", "\uffff", "\u202e", "%00"])
      expect(isStorableText(fine)).toBe(true);
  });
});

describe("unstorableField", () => {
  it("names the first field holding such a string, in reading order, at any depth", () => {
    expect(unstorableField({ subscriberUrl: "https://a.example/\u0000", triggers: ["X"] })).toBe("subscriberUrl");
    expect(unstorableField({ a: "ok", attendee: { name: "ok", email: "a\ud800" }, z: "\u0000" })).toBe(
      "attendee.email",
    );
    expect(unstorableField({ redirectUris: ["https://a.example/cb", "https://b.example/\u0000"] })).toBe(
      "redirectUris.1",
    );
    expect(unstorableField("\u0000")).toBe("_");
    expect(unstorableField({ fine: "yes", n: 1, b: true, nothing: null, at: new Date(0) })).toBeNull();
  });

  it("names the object holding a key that cannot be stored", () => {
    expect(unstorableField({ fields: { "k\u0000": "v" } })).toBe("fields");
    expect(unstorableField({ "\ud800": 1 })).toBe("_");
  });

  it("reads form data, maps and sets as a server action receives them", () => {
    const form = new FormData();
    form.set("name", "Ann");
    form.set("email", "ann\u0000@example.com");
    expect(unstorableField(form)).toBe("email");
    expect(unstorableField(new Map([["title", "\ud800"]]))).toBe("title");
    expect(unstorableField({ tags: new Set(["a", "b\u0000"]) })).toBe("tags.1");
  });

  it("walks a nesting deeper than any recursion would survive", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableField(deep)).toBe(Array.from({ length: 100_000 }, () => "0").join("."));
  });

  it("finds a NUL or a lone surrogate put anywhere in any JSON value", () => {
    const bad = fc.constantFrom("\u0000", "\ud800", "\udfff");
    fc.assert(
      fc.property(fc.jsonValue(), bad, fc.nat(), (json, char, seed) => {
        expect(unstorableField(json)).toBeNull();
        const spoiled = spoil(json, char, seed);
        expect(unstorableField(spoiled.value)).toBe(spoiled.path.length === 0 ? "_" : spoiled.path.join("."));
      }),
      { numRuns: 300 },
    );
  });
});

/** `json` with `char` put into one of its strings (or replacing a leaf), and that field's path. */
function spoil(json: unknown, char: string, seed: number): { value: unknown; path: string[] } {
  if (Array.isArray(json) && json.length > 0) {
    const i = seed % json.length;
    const inner = spoil(json[i], char, Math.floor(seed / 7));
    const copy = json.map((item, j) => (j === i ? inner.value : item));
    // An earlier sibling is clean, so the spoiled one is the first found.
    return { value: copy, path: [String(i), ...inner.path] };
  }
  if (json !== null && typeof json === "object" && Object.keys(json).length > 0) {
    const keys = Object.keys(json);
    const key = keys[seed % keys.length]!;
    const inner = spoil((json as Record<string, unknown>)[key], char, Math.floor(seed / 7));
    return { value: { ...json, [key]: inner.value }, path: [key, ...inner.path] };
  }
  const text = typeof json === "string" ? json : "";
  const at = seed % (text.length + 1);
  return { value: `${text.slice(0, at)}${char}${text.slice(at)}`, path: [] };
}
