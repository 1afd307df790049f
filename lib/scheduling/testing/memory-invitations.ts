// In-memory adapter of the invitation port, for unit tests of the invitation use cases. Work runs
// one piece at a time (one promise chain), as the database's locks make it.
import type {
  InvitationPort,
  InvitationRecord,
  InvitationRows,
  InvitationTarget,
  MembershipRole,
  ReceivedInvitation,
} from "../ports";

export interface MemoryInvitations extends InvitationPort {
  readonly invitations: Map<string, InvitationRecord>;
  /** teamId -> its organization (null for a team of its own). */
  readonly teams: Map<string, { name: string; organizationId: string | null }>;
  readonly organizations: Map<string, { name: string }>;
  /** `${teamId or organizationId}|${userId}` -> role */
  readonly members: Map<string, MembershipRole>;
}

const targetId = (t: InvitationTarget) => (t.kind === "team" ? t.teamId : t.organizationId);
const sameTarget = (i: InvitationRecord, t: InvitationTarget) =>
  t.kind === "team" ? i.teamId === t.teamId : i.organizationId === t.organizationId;

export function createMemoryInvitations(): MemoryInvitations {
  const invitations = new Map<string, InvitationRecord>();
  const teams = new Map<string, { name: string; organizationId: string | null }>();
  const organizations = new Map<string, { name: string }>();
  const members = new Map<string, MembershipRole>();
  let sequence = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run;
  };

  const rows: InvitationRows = {
    async pruneAndCountLive(target, now) {
      let live = 0;
      for (const [id, i] of invitations) {
        if (!sameTarget(i, target)) continue;
        if (i.expiresAt.getTime() <= now.getTime()) invitations.delete(id);
        else live += 1;
      }
      return live;
    },
    async findForTarget(target, email) {
      return [...invitations.values()].find((i) => sameTarget(i, target) && i.email === email) ?? null;
    },
    async saveInvitation({ target, email, role, expiresAt }) {
      const existing = await rows.findForTarget(target, email);
      sequence += 1;
      const saved: InvitationRecord = {
        id: existing?.id ?? `inv-${sequence}`,
        email,
        role,
        teamId: target.kind === "team" ? target.teamId : null,
        organizationId: target.kind === "organization" ? target.organizationId : null,
        expiresAt,
        createdAt: existing?.createdAt ?? new Date(0),
      };
      invitations.set(saved.id, saved);
      return saved;
    },
    async deleteInvitation(id) {
      invitations.delete(id);
    },
    async teamOrganization(teamId) {
      return teams.get(teamId)?.organizationId ?? null;
    },
    async isOrganizationMember(organizationId, userId) {
      return members.has(`${organizationId}|${userId}`);
    },
    async addMember(target, userId, role) {
      const key = `${targetId(target)}|${userId}`;
      if (members.has(key)) return "already_member";
      members.set(key, role);
      return "added";
    },
  };

  return {
    invitations,
    teams,
    organizations,
    members,
    withTargetLock: (_target, work) => serial(() => work(rows)),
    withInvitation: (id, work) => serial(() => work(invitations.get(id) ?? null, rows)),
    async listReceived(email, now, page) {
      const mine = [...invitations.values()]
        .filter((i) => i.email === email && i.expiresAt.getTime() > now.getTime())
        .sort((a, b) => a.id.localeCompare(b.id));
      const start = page.cursor ? mine.findIndex((i) => i.id === page.cursor) + 1 : 0;
      const slice = mine.slice(start, start + page.take);
      const items: ReceivedInvitation[] = slice.map((i) => {
        const team = i.teamId ? teams.get(i.teamId) : undefined;
        const org = i.organizationId ? organizations.get(i.organizationId) : undefined;
        return {
          ...i,
          team: i.teamId && team ? { id: i.teamId, name: team.name, organizationId: team.organizationId } : null,
          organization: i.organizationId && org ? { id: i.organizationId, name: org.name } : null,
        };
      });
      return { items, nextCursor: start + page.take < mine.length ? (slice.at(-1)?.id ?? null) : null };
    },
  };
}
