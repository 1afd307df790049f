// Fixtures for the review tests: the demo accounts, and fresh clients in any state made straight
// in the test database (their creation is the portal's business, not what these tests protect).
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import { DEMO_USERS } from "@/lib/db/demo-data";
import type { PrismaClient } from "@/lib/db/generated/client";
import { hashSecret } from "@/lib/oauth/constant-time";
import type { ClientStatus } from "@/lib/oauth/ports";

export const REDIRECT = "http://localhost:8080/callback";

export async function demoUserId(prisma: PrismaClient, key: keyof typeof DEMO_USERS): Promise<string> {
  return (await prisma.user.findUniqueOrThrow({ where: { email: DEMO_USERS[key].email } })).id;
}

export type TestClient = { id: string; clientId: string; secret: string; redirect: string };

export async function makeClient(
  prisma: PrismaClient,
  options: {
    ownerId: string;
    status?: ClientStatus;
    scopes?: string[];
    redirectUris?: string[];
    name?: string;
    submittedAt?: Date;
  },
): Promise<TestClient> {
  const clientId = `test-${randomBytes(6).toString("hex")}`;
  const secret = `cs_${randomBytes(24).toString("base64url")}`;
  const row = await prisma.oAuthClient.create({
    data: {
      clientId,
      name: options.name ?? `Test app ${clientId}`,
      ownerId: options.ownerId,
      kind: "CONFIDENTIAL",
      status: options.status ?? "PENDING",
      scopes: options.scopes ?? ["PROFILE_READ", "BOOKING_READ"],
      redirectUris: options.redirectUris ?? [REDIRECT],
      ...(options.submittedAt ? { submittedAt: options.submittedAt, createdAt: options.submittedAt } : {}),
      secrets: { create: { secretHash: hashSecret(secret), hint: secret.slice(-4) } },
    },
  });
  return { id: row.id, clientId, secret, redirect: REDIRECT };
}

export function expectOk<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}: ${result.message}`);
  return result.data;
}

export function expectFailure<T>(result: ActionResult<T>, code: string): string {
  expect(result).toMatchObject({ ok: false, code });
  return result.ok ? "" : result.message;
}

/** Event types of a client's audit log, sorted (events of one transaction share a timestamp). */
export async function auditTypes(prisma: PrismaClient, clientInternalId: string): Promise<string[]> {
  const rows = await prisma.auditLog.findMany({ where: { clientId: clientInternalId }, select: { eventType: true } });
  return rows.map((r) => r.eventType).sort();
}

/** The one audit event of this type for the client (fails if there are several or none). */
export async function theAudit(prisma: PrismaClient, clientInternalId: string, eventType: string) {
  const rows = await prisma.auditLog.findMany({ where: { clientId: clientInternalId, eventType } });
  expect(rows, `${eventType} events`).toHaveLength(1);
  return { ...rows[0]!, details: rows[0]!.details as Record<string, unknown> };
}
