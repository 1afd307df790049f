// The code exchange as the sizing run measures it: codes of every signed-in person, interleaved,
// as exchanges come from many people. The bench's own exchange (workloads.ts) mints every code for
// the demo user, whose parallel exchanges then compete for the same grant slots (at most 10 live
// grants per user and client, lib/db/oauth/grant-slots.ts): each one that loses is run again, which
// measures that contention rather than what an exchange costs.
import { formPost } from "./form-requests";
import { DEMO_APP, mintCodes, tokenForm } from "./prepare-tokens";
import { EXCHANGE, type Workload } from "./workloads";

/** The lists' items in turn: the first of each, then the second of each, and so on. */
export function interleave<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

export function spreadExchange(
  base: string,
  people: readonly Map<string, string>[],
  codeBudget: (connections: number, seconds: number) => number,
): Workload {
  return {
    name: EXCHANGE,
    async prepare(connections, seconds) {
      const each = Math.ceil(codeBudget(connections, seconds) / people.length);
      // One code at a time per person: the people together keep the worker busy enough.
      const codes = interleave(await Promise.all(people.map((jar) => mintCodes(base, jar, each, 1))));
      const amount = codes.length;
      const request = formPost("/v2/auth/oauth2/token", () =>
        tokenForm({
          grant_type: "authorization_code",
          code: codes.pop() ?? "exhausted",
          redirect_uri: DEMO_APP.redirect,
        }),
      );
      return { request, amount };
    },
  };
}
