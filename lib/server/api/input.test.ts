import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseBody } from "./input";

const post = (body: string) =>
  new Request("http://localhost/v2/x", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("parseBody", () => {
  it("answers 400 naming the field when a key is __proto__ and holds a NUL, never a crash", async () => {
    const result = await parseBody(post('{"__proto__":{"\\u0000":"\\u0000"}}'), z.object({ name: z.string() }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    const body = (await result.response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(["__proto__", "name"].sort());
  });
});
