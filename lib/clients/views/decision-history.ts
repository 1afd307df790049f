// What the decision history page shows of each administrator's decision.
import type { DecisionKind } from "../rules/decision-history";
import type { PersonRef } from "./change-views";

export type DecisionHistoryEntry = {
  id: string;
  kind: DecisionKind;
  decidedAt: Date;
  /** Null when the admin's account was deleted since. */
  admin: PersonRef | null;
  /** `clientId` is null when the client was deleted since (its name stays, when it was recorded). */
  client: { clientId: string | null; name: string | null };
  reason: string | null;
};

export type DecisionHistoryPage = { entries: DecisionHistoryEntry[]; page: number; hasNextPage: boolean };

export type AdminRef = { id: string; name: string; email: string };
