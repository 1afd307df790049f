// PostgreSQL text cannot hold U+0000, so a query that mentions one fails with a database error
// (22021) instead of simply finding nothing. Any such value comes from hostile or broken input
// (a client_id, an email, a path segment); a read that mentions one matches no row by definition,
// so it answers "nothing" here and never becomes a 500. Writes are left to input validation.
import type { PrismaClient } from "./generated/client";

const EMPTY_RESULT: Record<string, unknown> = {
  findUnique: null,
  findFirst: null,
  findMany: [],
  count: 0,
};

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (value instanceof Date) return false;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => containsNul(item, depth + 1));
}

export function withNulSafeReads(prisma: PrismaClient): PrismaClient {
  return prisma.$extends({
    query: {
      $allModels: {
        async $allOperations({ operation, args, query }) {
          if (operation in EMPTY_RESULT && containsNul(args)) return EMPTY_RESULT[operation];
          if ((operation === "findUniqueOrThrow" || operation === "findFirstOrThrow") && containsNul(args)) {
            throw new Error("No record found");
          }
          return query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
}
