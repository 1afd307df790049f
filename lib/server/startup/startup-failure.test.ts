import { describe, expect, it } from "vitest";
import { AdvisoryLockTimeout } from "@/lib/db/advisory-lock";
import { ConfigError } from "../roots/config";
import { FAILED_EXIT_CODE, TRY_AGAIN_EXIT_CODE, startupFailure } from "./startup-failure";
// @ts-expect-error - a plain JavaScript module without type declarations
import { TRY_AGAIN_EXIT_CODE as POLICY_TRY_AGAIN } from "../../../scripts/worker-restart-policy.mjs";

describe("startupFailure", () => {
  it("tries again after waiting too long for another instance's start-up work", () => {
    expect(startupFailure(new AdvisoryLockTimeout(72707370, 300_000))).toEqual({
      exitCode: TRY_AGAIN_EXIT_CODE,
      tryAgain: true,
    });
  });

  it("tries again after the database answered too slowly (statement or connection timeout)", () => {
    const statement = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(startupFailure(new Error("Migration 1 failed", { cause: statement })).tryAgain).toBe(true);
    expect(startupFailure(new Error("timeout exceeded when trying to connect")).tryAgain).toBe(true);
  });

  it("fails for a wrong setting, an unreachable database or a bug", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (const error of [new ConfigError("Invalid configuration"), refused, new TypeError("x is undefined")])
      expect(startupFailure(error), String(error)).toEqual({ exitCode: FAILED_EXIT_CODE, tryAgain: false });
  });

  it("uses the exit code the primary's restart policy retries", () => {
    expect(TRY_AGAIN_EXIT_CODE).toBe(POLICY_TRY_AGAIN);
  });
});
