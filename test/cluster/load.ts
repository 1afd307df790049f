// A steady load through the balancer, until stopped: refreshers (each rotating its own grant's
// refresh token), readers (GET /v2/me) and consenters (the consent page, the decision, the code
// exchanged). Every answer is checked; whatever is not the expected one is a failure, except, when
// asked, a lost answer to a request an instance held when it died, which its caller sends again
// (a refresh within the reuse window gets the same successor). HAProxy reports such a loss in one
// of two ways: its own 502 on a fresh connection, or, on a connection that already carried a
// request, by closing it without an answer (so that the client knows it may retry; it logs nothing).
import {
  type Answer,
  type Jar,
  type Tokens,
  allow,
  consentPage,
  fromBalancer,
  me,
  newGrant,
  refresh,
  revoke,
  token,
  APP,
} from "./oauth-calls";
import { until } from "./processes";

export type Failure = { step: string; status: number; detail: string };

export type LoadResult = {
  failures: Failure[];
  completed: { refresh: number; me: number; consent: number };
  /** Lost answers that were retried: the balancer's own status, or "closed" for a connection it closed. */
  lost: (number | "closed")[];
  /** Each refresher's latest tokens. */
  holders: Tokens[];
  /** Each reader's tokens. */
  readers: Tokens[];
};

export type Load = {
  /** Waits until every refresher has made `count` more refreshes from now. */
  more(count: number): Promise<void>;
  stop(): Promise<LoadResult>;
};

type Shape = {
  refreshers: number;
  readers: number;
  consenters: number;
  /** Send a call whose answer was lost again, as a refresh may be (not a consent decision: it is single-use). */
  retryLostAnswers?: boolean;
  /** Each loop's pause between its calls: a steady load that leaves the machine's other work some CPU. */
  paceMs?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** undici's error for a connection the other side closed before answering. */
const closedWithoutAnswer = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === "UND_ERR_SOCKET";

export async function startLoad(base: string, jar: Jar, shape: Shape): Promise<Load> {
  const holders: Tokens[] = [];
  for (let i = 0; i < shape.refreshers; i++) holders.push(await newGrant(base, jar));
  const readers: Tokens[] = [];
  for (let i = 0; i < shape.readers; i++) readers.push(await newGrant(base, jar));
  const result: LoadResult = {
    failures: [],
    completed: { refresh: 0, me: 0, consent: 0 },
    lost: [],
    holders,
    readers,
  };
  const refreshed = holders.map(() => 0);
  let stopped = false;
  let n = 0;
  const tag = (kind: string) => `load.${kind}.${n++}`;

  /** Sends one call: its answer when it is the `expected` one, else null (a failure). A lost answer is retried if asked. */
  const attempt = async (step: string, expected: number, call: () => Promise<Answer>): Promise<Answer | null> => {
    for (;;) {
      let answer: Answer;
      try {
        answer = await call();
      } catch (error) {
        if (shape.retryLostAnswers && closedWithoutAnswer(error)) {
          result.lost.push("closed");
          if (stopped) return null;
          continue;
        }
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        result.failures.push({
          step,
          status: 0,
          detail: `${(error as Error).message}: ${cause?.code ?? cause?.message}`,
        });
        return null;
      }
      if (answer.status === expected) return answer;
      if (shape.retryLostAnswers && fromBalancer(answer)) {
        result.lost.push(answer.status);
        if (stopped) return null;
        continue;
      }
      result.failures.push({ step, status: answer.status, detail: answer.text.slice(0, 200) });
      return null;
    }
  };

  const refresher = async (i: number) => {
    while (!stopped) {
      const answer = await attempt("refresh", 200, () => refresh(base, holders[i]!.refresh_token, tag("refresh")));
      if (!answer) return; // a failure ends its loop: it is reported, not repeated
      holders[i] = JSON.parse(answer.text) as Tokens;
      refreshed[i]! += 1;
      result.completed.refresh += 1;
      await pause(shape.paceMs ?? 0);
    }
  };
  const reader = async (i: number) => {
    while (!stopped) {
      if (!(await attempt("me", 200, () => me(base, readers[i]!.access_token, tag("me"))))) return;
      result.completed.me += 1;
      await pause(shape.paceMs ?? 0);
    }
  };
  const consenter = async () => {
    while (!stopped) {
      const id = tag("consent");
      let page: Awaited<ReturnType<typeof consentPage>> | undefined;
      const shown = await attempt("consent page", 200, async () => {
        page = await consentPage(base, jar, "PROFILE_READ", `${id}.page`);
        return page.answer;
      });
      if (!shown || !page) return;
      let code: string | null = null;
      const decided = await attempt("consent decision", 303, async () => {
        const allowed = await allow(base, jar, page!, `${id}.allow`);
        code = allowed.code;
        return allowed.answer;
      });
      if (!decided) return;
      // A 303 also leads to the interruption page (refused, database away): only a code is success.
      if (!code) {
        result.failures.push({ step: "consent decision", status: 303, detail: decided.headers.get("location") ?? "" });
        return;
      }
      const exchanged = await attempt("code exchange", 200, () =>
        token(base, { grant_type: "authorization_code", code: code!, redirect_uri: APP.redirect }, `${id}.token`),
      );
      if (!exchanged) return;
      const { refresh_token } = JSON.parse(exchanged.text) as Tokens;
      if (!(await attempt("revocation", 200, () => revoke(base, refresh_token, `${id}.revoke`)))) return;
      result.completed.consent += 1;
      await pause(shape.paceMs ?? 0);
    }
  };

  const running = [
    ...holders.map((_, i) => refresher(i)),
    ...readers.map((_, i) => reader(i)),
    ...Array.from({ length: shape.consenters }, () => consenter()),
  ];
  return {
    more: (count) => {
      const from = [...refreshed];
      return until(
        `every refresher to make ${count} more refreshes`,
        // A failure ends its loop: then stop waiting, and let the caller report it.
        () => result.failures.length > 0 || refreshed.every((done, i) => done >= from[i]! + count),
        180_000,
      );
    },
    async stop() {
      stopped = true;
      await Promise.all(running);
      return result;
    },
  };
}

/** Revokes the grants a load held, so that later scenarios' grants stay under the cap. */
export async function release(base: string, result: LoadResult): Promise<void> {
  for (const tokens of [...result.holders, ...result.readers]) {
    const answer = await revoke(base, tokens.refresh_token);
    if (answer.status !== 200) throw new Error(`revocation failed: ${answer.status} ${answer.text}`);
  }
}
