"use client";

// A form's outcome that takes focus when it appears: the button that had focus may be gone or
// off by then, so keyboard and screen-reader users land on what happened.
import { useEffect, useRef } from "react";
import { FormMessage } from "./form-message";

export type Message = { tone: "error" | "success"; text: string };

export function FocusedMessage({
  message,
  focusErrors = true,
  testId,
}: {
  message: Message | null;
  /** Off where a refusal moves focus to the field it names instead. */
  focusErrors?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && (focusErrors || message.tone === "success")) ref.current?.focus();
  }, [message, focusErrors]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none" data-testid={testId}>
      <FormMessage tone={message.tone}>{message.text}</FormMessage>
    </div>
  );
}
