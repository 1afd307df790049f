"use client";

import { forwardRef, type TextareaHTMLAttributes } from "react";
import { Notice } from "@/components/ui/notice";
import { REVIEW_REASON_MAX_LENGTH } from "@/lib/clients/rules/lifecycle";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; hint: string; error?: string };

export const ReasonField = forwardRef<HTMLTextAreaElement, Props>(function ReasonField(
  { id, label, hint, error, ...textarea },
  ref,
) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={REVIEW_REASON_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 aria-[invalid]:border-red-500"
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
});

/** The outcome line under a decision form: success, or why nothing happened (a lost race included). */
export function DecisionMessage({ message }: { message: { tone: "success" | "error"; text: string } | null }) {
  return message ? <Notice tone={message.tone}>{message.text}</Notice> : null;
}
