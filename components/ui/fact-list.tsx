import type { ReactNode } from "react";

/** One name and its value; the test id goes on the value. */
export type Fact = { term: string; value: ReactNode; testId?: string };

/**
 * Names and values as a description list (an account's email and role, a client's owner and
 * dates). Each pair stands in its own box; where the list is a grid, `row: "contents"` lets the
 * names and values be its cells.
 */
export function FactList({
  facts,
  classes,
}: {
  facts: readonly Fact[];
  classes: { list: string; row?: string; term?: string; value?: string };
}) {
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.term} className={classes.row}>
          <dt className={classes.term}>{fact.term}</dt>
          <dd className={classes.value} data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
