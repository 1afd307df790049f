"use client";

// A notice that takes focus when it appears (after an action removed the thing that had focus),
// so keyboard and screen-reader users land on what happened.
import { useEffect, useRef, type ReactNode } from "react";
import { Notice } from "@/components/ui/notice";

export function FocusedNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Notice ref={ref} tabIndex={-1} tone="success" className="mt-4" data-testid="apps-notice">
      {children}
    </Notice>
  );
}
