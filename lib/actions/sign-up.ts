"use server";
// The sign-up form's action. Accounts per network are limited before any work, so sign-up is no
// cheaper an oracle of registered emails than sign-in, and no flood fills the user table.
import { signUp } from "@/lib/actions/account-commands";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { anonymousAction } from "./plumbing/user-action";

export const signUpAction = anonymousAction(signUp, { limit: "SIGN_UP_IP", limited: AUTH_WORDS.tooManySignUps });
