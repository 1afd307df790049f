// What trusted agent hosts need from storage (lib/db/oauth/metadata-host-rules.ts; in memory:
// lib/oauth/testing/memory-host-rules.ts), both held to lib/oauth/testing/host-rules-contract.ts.
import type { Scope } from "../../scope-catalogue";

export type HostRuleEffect = "ALLOW" | "DENY";

export interface HostRule {
  readonly id: string;
  /** An exact host or "*." and a registrable domain (host-pattern.ts). */
  readonly pattern: string;
  readonly effect: HostRuleEffect;
  /** ALLOW: what a document first seen there may be approved for without a person; DENY: none. */
  readonly scopes: readonly Scope[];
  readonly reason: string;
  readonly createdAt: Date;
}

export type NewHostRule = Omit<HostRule, "id">;

/** The administrator who acts, recorded in the audit log with the rule. */
export type HostRuleActor = { readonly adminId: string };

export interface HostRuleReader {
  /** The stored rules whose pattern is one of `patterns` (at most a few dozen). */
  findHostRules(patterns: readonly string[]): Promise<HostRule[]>;
}

export interface HostRulePort extends HostRuleReader {
  /** Every rule, newest first (there are at most `MAX_HOST_RULES`). */
  listHostRules(): Promise<HostRule[]>;
  /**
   * Stores the rule and its audit event in one transaction, unless its pattern has a rule already
   * (`exists`) or `max` rules are stored (`full`), whatever runs at the same time.
   */
  addHostRule(rule: NewHostRule, actor: HostRuleActor, max: number): Promise<"added" | "exists" | "full">;
  /** Removes the rule and audits it; null when there is none with that id. */
  removeHostRule(id: string, actor: HostRuleActor, at: Date): Promise<HostRule | null>;
}
