// The client domain's use cases wired to the test database (through lib/server/roots/clients.ts), with
// each refusal worded as the server actions word it, so tests can assert codes and sentences.
import type { ActionResult } from "@/lib/action-result";
import type { Outcome } from "@/lib/clients/outcome";
import { decideClient as decideClientUseCase, type DecideClientOptions } from "@/lib/clients/use-cases/decide-client";
import {
  decideClientChange as decideClientChangeUseCase,
  type DecideClientChangeOptions,
} from "@/lib/clients/use-cases/decide-client-change";
import { resubmitClient as resubmitClientUseCase } from "@/lib/clients/use-cases/resubmit-client";
import {
  submitClientChange as submitClientChangeUseCase,
  type ChangeProposal,
} from "@/lib/clients/use-cases/submit-client-change";
import { clientDeps } from "@/lib/server/roots/clients";
import { failureWords } from "@/lib/ui-words/client-failures";

export function worded<T>(outcome: Outcome<T>): ActionResult<T> {
  return outcome.ok ? outcome : { ok: false, code: outcome.code, ...failureWords(outcome) };
}

/** The composition root's wiring, with the clock fixed at `now` when a test gives one. */
async function deps(now?: Date) {
  const wired = await clientDeps();
  return now ? { ...wired, now: () => now } : wired;
}

type At = { now?: Date };

export const decideClient = async ({ now, ...options }: DecideClientOptions & At) =>
  worded(await decideClientUseCase(await deps(now), options));
export const decideClientChange = async ({ now, ...options }: DecideClientChangeOptions & At) =>
  worded(await decideClientChangeUseCase(await deps(now), options));
export const resubmitClient = async ({ now, ...options }: { clientId: string; ownerId: string } & At) =>
  worded(await resubmitClientUseCase(await deps(now), options));
export const submitClientChange = async (options: ChangeProposal & { clientId: string; ownerId: string }) =>
  worded(await submitClientChangeUseCase(await clientDeps(), options));
