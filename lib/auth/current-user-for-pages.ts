// Who is calling, for a Pages Router request (getServerSideProps, used by the pages that ship no
// JavaScript): the same session and database lookup as getCurrentUser(), which needs the App
// Router's request scope. Keep the two in step. (No "server-only" marker: the Pages Router
// refuses it; getServerSideProps code never reaches the browser bundle.)
import type { GetServerSidePropsContext } from "next";
import { getServerSession } from "next-auth";
import type { UserRecord } from "@/lib/db/users";
import { getAuthOptions } from "./auth-options";
import { userOfServerSession } from "./server-session";

export async function getCurrentUserForPages(
  req: GetServerSidePropsContext["req"],
  res: GetServerSidePropsContext["res"],
): Promise<UserRecord | null> {
  return userOfServerSession(await getServerSession(req, res, getAuthOptions()));
}
