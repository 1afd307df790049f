// Verified emails of a user or a team. Adding an address records it unverified; the address is
// verified by the code flow of the email app, not by this API.
import type { Realm } from "@/lib/scheduling/realm";
import { Prisma, type PrismaClient } from "../generated/client";
import { pageArgs, toPage, userOrTeamWhere } from "./realm-filters";

const SELECT = { id: true, email: true, verifiedAt: true } as const;
const view = (r: { id: string; email: string; verifiedAt: Date | null }) => ({
  id: r.id,
  email: r.email,
  verified: r.verifiedAt !== null,
});

export async function listVerifiedEmails(prisma: PrismaClient, realm: Realm, page: { take: number; cursor?: string }) {
  const { items, nextCursor } = toPage(
    await prisma.verifiedEmail.findMany({
      where: userOrTeamWhere(realm),
      select: SELECT,
      orderBy: { id: "asc" },
      ...pageArgs(page),
    }),
    page.take,
  );
  return { items: items.map(view), nextCursor };
}

/** Adds the address once; adding it again answers the existing entry. */
export async function addVerifiedEmail(prisma: PrismaClient, realm: Realm, email: string) {
  const owner = userOrTeamWhere(realm);
  if (!("userId" in owner) && !("teamId" in owner)) return null;
  const normalized = email.toLowerCase();
  try {
    return view(await prisma.verifiedEmail.create({ data: { ...owner, email: normalized }, select: SELECT }));
  } catch (err) {
    if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")) throw err;
    return view(
      await prisma.verifiedEmail.findFirstOrThrow({ where: { ...owner, email: normalized }, select: SELECT }),
    );
  }
}
