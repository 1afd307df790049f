// The admin lists' filter bar: a GET form, so the address holds the view (it can be shared and
// survives a reload), its controls, the button that applies them and, once filtered, the way back.
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/shared/button";
import { buttonClass } from "@/components/shared/button-styles";

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
