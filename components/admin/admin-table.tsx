// The admin console's dense table: small upper-case column headers, a row per item; on a phone
// each row becomes a card (globals.css, cards-on-phone: the caller labels each cell with
// data-label), and on wider screens a table still too wide scrolls inside its own box.
import type { ReactNode } from "react";
import { type Column, TableHead } from "@/components/ui/table-head";
import { ScrollBox } from "./scroll-box";

export function AdminTable({
  scrollLabel,
  label,
  columns,
  children,
}: {
  /** Names the scrolling box for screen readers. */
  scrollLabel: string;
  /** Names the table itself, where the page has more than one. */
  label?: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <ScrollBox label={scrollLabel} className="rounded-lg border border-slate-200 bg-white">
      <table className="cards-on-phone min-w-full divide-y divide-slate-200 text-sm" aria-label={label}>
        <TableHead
          className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
          cellClassName="px-3 py-2"
          columns={columns}
        />
        <tbody className="divide-y divide-slate-100 align-top">{children}</tbody>
      </table>
    </ScrollBox>
  );
}
