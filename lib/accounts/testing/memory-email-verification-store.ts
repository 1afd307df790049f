// In-memory adapter of the email verification port, over the memory accounts' rows.
import type { EmailVerificationStore, VerificationPurpose } from "../email-verification/email-verification-store";
import type { MemoryAccounts } from "./memory-account-store";

type Link = { userId: string; email: string; purpose: VerificationPurpose; expiresAt: Date; usedAt: Date | null };

export function createMemoryEmailVerification(m: MemoryAccounts) {
  const links = new Map<string, Link>();
  const verified = new Set<string>();
  const live = (tokenHash: string, now: Date) => {
    const link = links.get(tokenHash);
    const owner = link ? m.rows.get(link.userId) : undefined;
    return link && owner && !owner.disabledAt && link.usedAt === null && link.expiresAt > now ? link : null;
  };
  const store: EmailVerificationStore = {
    async insertVerification({ tokenHash, userId, email, purpose, expiresAt, now }) {
      for (const l of links.values())
        if (l.userId === userId && l.purpose === purpose && l.usedAt === null) l.usedAt = now;
      links.set(tokenHash, { userId, email, purpose, expiresAt, usedAt: null });
    },
    async findLiveVerification(tokenHash, now) {
      const link = live(tokenHash, now);
      return link ? { email: link.email, purpose: link.purpose } : null;
    },
    async consumeVerification(tokenHash, now) {
      const link = live(tokenHash, now);
      if (!link) return { ok: false, reason: "dead" };
      for (const r of m.rows.values())
        if (r.email === link.email && r.id !== link.userId) return { ok: false, reason: "email_taken" };
      const row = m.rows.get(link.userId)!;
      link.usedAt = now;
      m.rows.set(row.id, { ...row, email: link.email });
      verified.add(row.id);
      if (link.purpose === "change")
        for (const [key, r] of m.resetRows) if (r.userId === row.id && r.usedAt === null) m.resetRows.delete(key);
      return { ok: true, userId: row.id, previousEmail: row.email, email: link.email, purpose: link.purpose };
    },
    async isEmailTaken(email) {
      return [...m.rows.values()].some((r) => r.email === email);
    },
    async isEmailVerified(userId) {
      return verified.has(userId);
    },
  };
  return { store, links, verified };
}
