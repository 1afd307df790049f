// The tally most recorders keep: one row per key, each item folded into its row, full at `maxRows`
// distinct rows (after-response-batch.ts then writes it at once).
import type { Tally } from "./after-response-batch";

export function keyedTally<T, R>(options: {
  readonly key: (item: T) => string;
  /** The row with the item added; `row` is undefined for its key's first item. */
  readonly fold: (row: R | undefined, item: T) => R;
  readonly maxRows: number;
}): Tally<T, R> {
  let rows = new Map<string, R>();
  return {
    add(item) {
      const key = options.key(item);
      rows.set(key, options.fold(rows.get(key), item));
      return rows.size >= options.maxRows;
    },
    drain() {
      const drained = [...rows.values()];
      rows = new Map();
      return drained;
    },
  };
}
