// next-auth endpoints (sign-in callback, session, CSRF token, sign-out). A successful sign-in also
// earns the browser its device cookie (lib/auth/device-cookie.ts).
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { withDeviceCookie } from "@/lib/auth/device-cookie-scope";

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(req: Request, ctx: Context) {
  return withDeviceCookie(() => NextAuth(getAuthOptions())(req, ctx));
}

export { handler as GET, handler as POST };
