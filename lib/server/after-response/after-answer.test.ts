import { afterEach, describe, expect, it, vi } from "vitest";
import { getLogger } from "@/lib/observability/logger";
import { afterAnswer, afterAnswerSettled } from "./after-answer";

afterEach(() => vi.restoreAllMocks());

describe("work after the answer", () => {
  it("starts only once the caller has gone on with its answer, and is waited for by afterAnswerSettled", async () => {
    const steps: string[] = [];
    afterAnswer("test work", async () => {
      steps.push("work");
      afterAnswer("nested work", async () => void steps.push("nested"));
    });
    await Promise.resolve();
    steps.push("answer");
    await afterAnswerSettled();
    expect(steps).toEqual(["answer", "work", "nested"]);
  });

  it("logs a failure under its name instead of throwing it at anyone", async () => {
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => undefined);
    afterAnswer("mailing a link", async () => {
      throw new Error("smtp down");
    });
    await afterAnswerSettled();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[1]).toContain("mailing a link");
  });
});
