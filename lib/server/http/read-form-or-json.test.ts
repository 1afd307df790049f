import { describe, expect, it } from "vitest";
import { readFormOrJson } from "./read-form-or-json";

const json = (body: string) =>
  new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body });
const form = (body: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

describe("readFormOrJson", () => {
  it("reads a flat JSON object of strings, escapes and all", async () => {
    expect(await readFormOrJson(json('{"grant_type":"refresh_token","note":"a \\"quoted\\": \\"x\\""}'))).toEqual({
      grant_type: "refresh_token",
      note: 'a "quoted": "x"',
    });
  });

  it("refuses a JSON key sent twice, as a form parameter sent twice", async () => {
    await expect(
      readFormOrJson(json('{"grant_type":"refresh_token","grant_type":"authorization_code"}')),
    ).rejects.toThrow("more than once");
    await expect(readFormOrJson(json('{"a":"1","b":"a","a":"2"}'))).rejects.toThrow("more than once: a");
    await expect(readFormOrJson(form("grant_type=a&grant_type=b"))).rejects.toThrow("more than once");
  });

  it("refuses non-string values", async () => {
    await expect(readFormOrJson(json('{"code":["x"]}'))).rejects.toThrow("must be strings");
  });
});
