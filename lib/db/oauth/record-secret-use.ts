// A secret's lastUsedAt is shown to its owner to the minute: written at most once a minute per
// secret, so a busy client's refreshes do not all update the same row. The in-process memo skips
// the statement; the condition keeps several processes from writing within the same minute.
import type { PrismaClient } from "../generated/client";

const INTERVAL_MS = 60_000;
const MAX_REMEMBERED = 10_000;

type Recorder = (secretId: string, now: Date) => Promise<void>;
// One memo per database client for the life of the process (stores are made per request).
const recorders = new WeakMap<PrismaClient, Recorder>();
const keyRecorders = new WeakMap<PrismaClient, Recorder>();

/** A registered key's lastUsedAt, on the same terms as a secret's (at most once a minute). */
export function keyUseRecorder(prisma: PrismaClient): Recorder {
  let recorder = keyRecorders.get(prisma);
  if (!recorder) keyRecorders.set(prisma, (recorder = newKeyRecorder(prisma)));
  return recorder;
}

function newKeyRecorder(prisma: PrismaClient): Recorder {
  const writtenAt = new Map<string, number>();
  return async (keyId, now) => {
    const last = writtenAt.get(keyId);
    if (last !== undefined && now.getTime() - last < INTERVAL_MS && now.getTime() >= last) return;
    if (writtenAt.size >= MAX_REMEMBERED) writtenAt.clear();
    writtenAt.set(keyId, now.getTime());
    const stale = new Date(now.getTime() - INTERVAL_MS);
    // A key removed a moment ago is not an error: there is nothing left to stamp.
    await prisma.clientKey.updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: now },
    });
  };
}

export function secretUseRecorder(prisma: PrismaClient): Recorder {
  let recorder = recorders.get(prisma);
  if (!recorder) recorders.set(prisma, (recorder = newRecorder(prisma)));
  return recorder;
}

function newRecorder(prisma: PrismaClient): Recorder {
  const writtenAt = new Map<string, number>();
  return async (secretId, now) => {
    const last = writtenAt.get(secretId);
    if (last !== undefined && now.getTime() - last < INTERVAL_MS && now.getTime() >= last) return;
    if (writtenAt.size >= MAX_REMEMBERED) writtenAt.clear();
    writtenAt.set(secretId, now.getTime());
    const stale = new Date(now.getTime() - INTERVAL_MS);
    // The secret may have been deleted or rolled a moment ago (the client authenticated against a
    // record read earlier): that is not an error, and such a secret is not stamped as used.
    await prisma.clientSecret.updateMany({
      where: {
        id: secretId,
        AND: [
          { OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
          { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        ],
      },
      data: { lastUsedAt: now },
    });
  };
}
