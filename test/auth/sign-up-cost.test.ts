// Sign-up must not tell registered emails apart more cheaply than sign-in: a duplicate email
// costs the same password hashing as a new account.
import { describe, expect, it, vi } from "vitest";
import { signUpCommand } from "@/lib/actions/account-commands";
import * as password from "@/lib/accounts/password";
import { withTestDatabase } from "../test-database";

vi.mock("@/lib/accounts/password", async (original) => {
  const real = await original<typeof import("@/lib/accounts/password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

withTestDatabase();

const form = (email: string, username: string) => ({ name: "N", email, username, password: "long enough password" });

describe("sign-up cost", () => {
  it("hashes the password for a duplicate email exactly as for a new account", async () => {
    const hash = vi.mocked(password.hashPassword);
    hash.mockClear();
    expect((await signUpCommand(form("dup@example.test", "dup1"))).ok).toBe(true);
    expect(hash).toHaveBeenCalledTimes(1);
    const duplicate = await signUpCommand(form("dup@example.test", "dup2"));
    expect(duplicate).toEqual({ ok: true, data: { email: "dup@example.test" } });
    expect(hash).toHaveBeenCalledTimes(2);
  });
});
