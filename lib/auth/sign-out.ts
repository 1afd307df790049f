// Signing out without next-auth's browser library: the header's plain form posts a server action
// (lib/actions/accounts.ts), so no page ships that library for one button, and it works with
// scripts off. Same effect as next-auth's sign-out: the server-side session row is deleted (a
// copied cookie dies with it) and the session cookie is cleared.
import "server-only";
import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { getAuthOptions } from "./auth-options";
import { closeServerSession } from "./server-session";

/** next-auth's session cookie, with the prefix it takes over https and the chunks of a large one. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

export async function endCurrentSession(): Promise<void> {
  const session = await getServerSession(getAuthOptions());
  await closeServerSession(session?.sid);
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (!SESSION_COOKIE.test(name)) continue;
    // A __Secure- cookie can be replaced (here: expired) only by a Secure one.
    jar.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
}
