import { describe, expect, it } from "vitest";
import {
  type SignInBudget,
  decideDeviceAttempt,
  decideUnknownDeviceAttempt,
  turnSeconds,
  unknownDeviceGuessesPerWindow,
} from "./sign-in-budget";

const BUDGET: SignInBudget = {
  accountAddress: 10,
  address: 50,
  device: 10,
  accountFree: 10,
  accountWindowSeconds: 900,
  firstWaitSeconds: 1,
  maxWaitSeconds: 60,
};
const counts = (accountAddress: number, address: number, account: number) => ({ accountAddress, address, account });

describe("the sign-in budget", () => {
  it("refuses an address only past its own budgets, per account and overall", () => {
    expect(decideUnknownDeviceAttempt(BUDGET, counts(10, 50, 1))).toEqual({ kind: "allow" });
    expect(decideUnknownDeviceAttempt(BUDGET, counts(11, 11, 11))).toEqual({ kind: "refuse", over: "account_address" });
    expect(decideUnknownDeviceAttempt(BUDGET, counts(1, 51, 1))).toEqual({ kind: "refuse", over: "address" });
  });

  it("never refuses for the account's count alone: past the allowance each attempt waits its turn", () => {
    for (const account of [11, 12, 100, 10_000, Number.MAX_SAFE_INTEGER]) {
      const decision = decideUnknownDeviceAttempt(BUDGET, counts(1, 1, account));
      expect(decision.kind).toBe("wait_turn");
    }
    expect(decideUnknownDeviceAttempt(BUDGET, counts(1, 1, 10))).toEqual({ kind: "allow" });
  });

  it("the wait doubles per attempt past the allowance and stops at the cap", () => {
    expect([10, 11, 12, 13, 14, 15, 16, 17, 18, 500].map((n) => turnSeconds(BUDGET, n))).toEqual([
      0, 1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    expect(turnSeconds({ ...BUDGET, firstWaitSeconds: 0 }, 11)).toBe(1);
  });

  it("an account count the store could not give waits the longest turn", () => {
    expect(decideUnknownDeviceAttempt(BUDGET, counts(1, 1, Number.POSITIVE_INFINITY))).toEqual({
      kind: "wait_turn",
      seconds: 60,
    });
  });

  it("a device cookie is refused only past its own failures", () => {
    expect(decideDeviceAttempt(BUDGET, 10)).toEqual({ kind: "allow" });
    expect(decideDeviceAttempt(BUDGET, 11)).toEqual({ kind: "refuse", over: "device" });
  });

  it("bounds what an attacker with any number of addresses gets per window: 30 with the defaults", () => {
    // 10 free, then turns at 0, 1, 3, 7, 15, 31, 63, 123, ... 843 s: 20 more within 900 s.
    expect(unknownDeviceGuessesPerWindow(BUDGET)).toBe(30);
    expect(unknownDeviceGuessesPerWindow({ ...BUDGET, accountWindowSeconds: 1 })).toBe(11);
    expect(unknownDeviceGuessesPerWindow({ ...BUDGET, maxWaitSeconds: 1 })).toBe(10 + 900);
  });
});
