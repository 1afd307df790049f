// The owner's side of the notices decisions leave (rules/owner-notices.ts): read them, dismiss one.
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import type { NoticeRow } from "../ports";

/** Cuids are 25 characters; anything much longer is no notice id, and is refused without a query. */
const MAX_NOTICE_ID_LENGTH = 64;

export function listOwnerNotices(
  deps: Pick<ClientDeps, "store">,
  where: { ownerId: string; clientInternalId?: string },
): Promise<NoticeRow[]> {
  return deps.store.transaction((repo) => repo.listNotices(where));
}

export async function dismissOwnerNotice(
  deps: ClientDeps,
  input: { noticeId: string; ownerId: string },
): Promise<Outcome<null>> {
  if (input.noticeId.length > MAX_NOTICE_ID_LENGTH) return fail("not_found", { facts: { subject: "notice" } });
  const dismissed = await deps.store.transaction((repo) =>
    repo.dismissNotice({ id: input.noticeId, ownerId: input.ownerId }, deps.now()),
  );
  return dismissed ? ok(null) : fail("not_found", { facts: { subject: "notice" } });
}
