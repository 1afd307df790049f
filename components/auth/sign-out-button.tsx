"use client";

import { signOut } from "next-auth/react";
import { ACCOUNT_WORDS } from "@/lib/ui-words/account";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: "/" })}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-100"
    >
      {ACCOUNT_WORDS.signOut}
    </button>
  );
}
