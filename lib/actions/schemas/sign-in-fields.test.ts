import { describe, expect, it } from "vitest";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { checkSignInFields } from "./sign-in-fields";

describe("the sign-in form's fields", () => {
  it("are ready with an email address and a password", () => {
    expect(checkSignInFields({ email: " user@example.com ", password: "pw" })).toEqual({});
    expect(checkSignInFields({ email: "a.b+c@mail.example.co.uk", password: "pw" })).toEqual({});
  });

  it("say what is missing or wrong, under each field", () => {
    expect(checkSignInFields({ email: "  ", password: "" })).toEqual({
      email: AUTH_WORDS.enterEmail,
      password: AUTH_WORDS.enterPassword,
    });
    for (const email of ["user", "user@", "@example.com", "user@example", "us er@example.com", "a@b@example.com"])
      expect(checkSignInFields({ email, password: "pw" }), email).toEqual({ email: AUTH_WORDS.invalidEmail });
    expect(checkSignInFields({ email: `${"a".repeat(310)}@example.com`, password: "pw" })).toEqual({
      email: AUTH_WORDS.invalidEmail,
    });
    expect(checkSignInFields({ email: "user@example.com", password: "x".repeat(201) })).toEqual({
      password: AUTH_WORDS.passwordTooLong(200),
    });
  });
});
