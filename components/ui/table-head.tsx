import type { ReactNode } from "react";

/**
 * One column header: its words, or an object when the column needs its own cell class (a number
 * column aligned right) or names itself only to screen readers (an actions column).
 */
export type Column = string | { label: ReactNode; className?: string; srOnly?: boolean };

/** A table's header row: every header is scoped to its column, so each cell is read with its name. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  /** `null` leaves a column out (one shown only to some viewers). */
  columns: readonly (Column | null)[];
  className?: string;
  /** Every header cell's class, unless the column brings its own. */
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => {
          if (column === null) return null;
          const { label, className: own, srOnly } = typeof column === "string" ? { label: column } : column;
          // The columns are fixed for the table's life: their place is their key.
          return (
            <th key={i} scope="col" className={own ?? cellClassName}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
