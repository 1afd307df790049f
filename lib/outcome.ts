// What every core's use case returns (docs/architecture.md): its data, or a stable code that the
// caller branches on and lib/ui-words turns into a sentence. A refusal that needs more facts to be
// worded (a reason, a limit) carries them beside its code: `Refused<"x"> & { reason }`.
export type Succeeded<T> = { readonly ok: true; readonly data: T };
export type Refused<Code extends string> = { readonly ok: false; readonly code: Code };
export type Outcome<T, Code extends string> = Succeeded<T> | Refused<Code>;

export function ok<T>(data: T): Succeeded<T> {
  return { ok: true, data };
}

/** Success with nothing to hand back (a delete, a change the caller already knows). */
export const done: Succeeded<undefined> = ok(undefined);

export function fail<Code extends string>(code: Code): Refused<Code> {
  return { ok: false, code };
}

/** The thing looked up, or not_found when there is none (an unknown id and one out of reach alike). */
export function orNotFound<T>(found: T | null): Outcome<T, "not_found"> {
  return found === null ? fail("not_found") : ok(found);
}

/** Done, or not_found: there was nothing of the caller's to act on. */
export type DoneOrNotFound = Outcome<undefined, "not_found">;

/** Done when the store did it (deleted, changed), else not_found. */
export function doneOrNotFound(acted: boolean): DoneOrNotFound {
  return acted ? done : fail("not_found");
}
