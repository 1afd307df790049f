// The admin lists' filter bar: a GET form, so the address holds the view (it can be shared and
// survives a reload), its controls, the button that applies them and, once filtered, the way back.
import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/shared/button";
import { buttonClass } from "@/components/shared/button-styles";
import { Field } from "@/components/ui/field";

/** A filter bar's controls: compact, on a white ground in both schemes. */
export const FILTER_INPUT_CLASS =
  "mt-0.5 min-h-10 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500";

/** The bar's search box: the full width on a phone, `width` (a Tailwind width) on a wider screen. */
export function FilterSearch({
  width,
  ...field
}: Omit<ComponentProps<typeof Field>, "type" | "labelSize" | "frameClassName" | "className"> & { width: string }) {
  return (
    <Field
      type="search"
      labelSize="xs"
      frameClassName="min-w-0 flex-1 sm:flex-none"
      className={`${FILTER_INPUT_CLASS} w-full ${width}`}
      {...field}
    />
  );
}

export function FilterForm({
  action,
  apply,
  clear,
  search = false,
  label,
  className,
  children,
}: {
  /** The list's own address. */
  action: string;
  apply: string;
  /** Where the list stands unfiltered; null while nothing is filtered. */
  clear: { href: string; label: string } | null;
  /** A search box's form is a search landmark. */
  search?: boolean;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} role={search ? "search" : undefined} aria-label={label} className={className}>
      {children}
      <Button type="submit">{apply}</Button>
      {clear ? (
        <Link href={clear.href} className={buttonClass("secondary")}>
          {clear.label}
        </Link>
      ) : null}
    </form>
  );
}
