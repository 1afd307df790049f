import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

describe("requestIdFrom", () => {
  it("keeps a short, plain X-Request-Id", () => {
    expect(requestIdFrom("abc-123_x.y:z")).toBe("abc-123_x.y:z");
  });

  it.each([["with space"], ["line\nbreak"], ['quote"'], ["x".repeat(129)], [""]])(
    "replaces %j with a generated id",
    (value) => {
      const id = requestIdFrom(value);
      expect(id).not.toBe(value);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("generates an id when there is none, a new one each time", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(null));
  });
});
