import type { ReactNode } from "react";

const BOX = "rounded-lg border border-dashed border-slate-300 bg-white text-sm text-slate-600";

/**
 * What a list says when it has nothing to show, in a dashed box where the list would be. With a
 * title it is the page's first step (what the list is for and the way to add to it).
 */
export function EmptyState({
  title,
  action,
  className = "p-6 text-center",
  testId,
  children,
}: {
  title?: string;
  action?: ReactNode;
  /** The box's padding, alignment and margin. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  if (!title)
    return (
      <p className={`${BOX} ${className}`} data-testid={testId}>
        {children}
      </p>
    );
  return (
    <div className={`${BOX} ${className}`} data-testid={testId}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl">{children}</p>
      {action}
    </div>
  );
}
