// Prisma's answers that a storage adapter turns into a domain outcome instead of an error.
import { Prisma } from "./generated/client";

/** A unique constraint refused the write: the database, not a prior lookup, decided (no race). */
export const isUniqueViolation = (err: unknown): err is Prisma.PrismaClientKnownRequestError =>
  err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

/** The row to update or delete does not exist. */
export const isRecordMissing = (err: unknown): err is Prisma.PrismaClientKnownRequestError =>
  err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2025";
