"use server";
// The header's "Sign out" posts here: a plain form, so it works without JavaScript. Server actions
// answer only our own origin (proxy.ts), so another site cannot sign a visitor out.
import { z } from "zod";
import { endCurrentSession } from "@/lib/auth/sign-out";
import { formAction } from "./plumbing/form-action";

export const signOutAction = formAction(
  z.object({}),
  async () => {
    await endCurrentSession();
    return { ok: true as const, data: null };
  },
  { who: "anyone", returnTo: "/", redirectTo: () => "/" },
);
