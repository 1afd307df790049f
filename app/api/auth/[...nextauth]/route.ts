// next-auth endpoints (sign-in callback, session, CSRF token, sign-out).
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(req: Request, ctx: Context) {
  return NextAuth(getAuthOptions())(req, ctx);
}

export { handler as GET, handler as POST };
