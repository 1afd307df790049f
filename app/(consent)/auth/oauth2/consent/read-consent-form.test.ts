import { describe, expect, it } from "vitest";
import { readConsentForm } from "./read-consent-form";

const post = (body: BodyInit, type = "application/x-www-form-urlencoded", headers: Record<string, string> = {}) =>
  new Request("http://localhost/auth/oauth2/consent", {
    method: "POST",
    body,
    headers: { "content-type": type, ...headers },
  });

describe("reading the consent form", () => {
  it("reads the three fields of an urlencoded form", async () => {
    const form = await readConsentForm(post("request=client_id%3Da&csrf=t&decision=allow"));
    expect(form).toEqual({ request: "client_id=a", csrf: "t", decision: "allow" });
  });

  it("gives missing fields as null, for the core to refuse", async () => {
    expect(await readConsentForm(post("nothing=here"))).toEqual({ request: null, csrf: null, decision: null });
  });

  it("refuses other content types", async () => {
    expect(await readConsentForm(post(JSON.stringify({ request: "x" }), "application/json"))).toBeNull();
  });

  it("refuses a body larger than any real form, whatever its length header says", async () => {
    const huge = `request=${"a".repeat(60_000)}`;
    expect(await readConsentForm(post(huge))).toBeNull();
    const stream = new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode(huge));
        c.close();
      },
    });
    const lying = new Request("http://localhost/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "10" },
      duplex: "half",
    } as RequestInit);
    expect(await readConsentForm(lying)).toBeNull();
  });
});
