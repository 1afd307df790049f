import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/**
 * The top of a page: the way back (where there is one), its one h1, and a line saying what the
 * page is for. Badges stand on the heading's line; anything else the page says first follows.
 */
export function PageHeader({
  title,
  intro,
  back,
  badges,
  children,
}: {
  title: string;
  intro?: ReactNode;
  back?: { href: string; label: string };
  badges?: ReactNode;
  children?: ReactNode;
}) {
  const space = back ? "mt-2 " : "";
  return (
    <div>
      {back ? (
        <Link href={back.href} className="text-sm text-brand-700 hover:underline">
          {back.label}
        </Link>
      ) : null}
      {badges ? (
        <div className={`${space}flex flex-wrap items-center gap-3`}>
          <h1 className="min-w-0 break-words text-2xl font-bold">{title}</h1>
          {badges}
        </div>
      ) : (
        <h1 className={`${space}text-2xl font-bold`}>{title}</h1>
      )}
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </div>
  );
}
