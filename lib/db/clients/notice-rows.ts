// Notices to client owners (lib/clients/rules/owner-notices.ts) as the client domain's repository
// sees them. A kind this version does not know is skipped, never shown as something else.
import type { ClientRepository, NoticeRow } from "@/lib/clients/ports";
import { parseOwnerNoticeKind } from "@/lib/clients/rules/owner-notices";
import type { Tx } from "./client-rows";

/** The portal shows the newest; older ones wait until these are dismissed. */
const MAX_LISTED_NOTICES = 20;

export function noticeRows(tx: Tx): Pick<ClientRepository, "insertNotice" | "listNotices" | "dismissNotice"> {
  return {
    async insertNotice({ ownerId, clientInternalId, kind, reason, at }) {
      await tx.developerNotice.create({
        data: { userId: ownerId, clientId: clientInternalId, kind, reason, createdAt: at },
      });
    },
    async listNotices({ ownerId, clientInternalId }) {
      const rows = await tx.developerNotice.findMany({
        where: { userId: ownerId, dismissedAt: null, ...(clientInternalId ? { clientId: clientInternalId } : {}) },
        select: {
          id: true,
          kind: true,
          reason: true,
          createdAt: true,
          client: { select: { clientId: true, name: true } },
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: MAX_LISTED_NOTICES,
      });
      return rows.flatMap((r): NoticeRow[] => {
        const kind = parseOwnerNoticeKind(r.kind);
        return kind
          ? [
              {
                id: r.id,
                clientId: r.client.clientId,
                clientName: r.client.name,
                kind,
                reason: r.reason,
                createdAt: r.createdAt,
              },
            ]
          : [];
      });
    },
    async dismissNotice({ id, ownerId }, at) {
      const { count } = await tx.developerNotice.updateMany({
        where: { id, userId: ownerId, dismissedAt: null },
        data: { dismissedAt: at },
      });
      return count === 1;
    },
  };
}
