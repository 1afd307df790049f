"use client";

// A notice that takes focus when it appears (after an action removed the thing that had focus),
// so keyboard and screen-reader users land on what happened.
import { useEffect, useRef, type ReactNode } from "react";

export function FocusedNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800"
      data-testid="apps-notice"
    >
      {children}
    </p>
  );
}
