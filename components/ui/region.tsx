import { type ReactNode, useId } from "react";

/**
 * A titled part of a page: a section named by its heading, so assistive technology lists it as a
 * region under that name. The heading's id is made up unless the page links to it.
 */
export function Region({
  title,
  level = 2,
  id,
  anchor,
  className,
  titleClassName,
  testId,
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  /** The heading's id. */
  id?: string;
  /** The section's own id, where an address points at it (#profile). */
  anchor?: string;
  className?: string;
  titleClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const madeUp = useId();
  const headingId = id ?? madeUp;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={anchor} aria-labelledby={headingId} className={className} data-testid={testId}>
      <Heading id={headingId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
