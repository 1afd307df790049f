import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; role: "USER" | "ADMIN" };
    /** The server-side session's id (useless without the signed cookie it came from). */
    sid?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: string;
    sid?: string;
  }
}
