"use client";

import { type ComponentProps, forwardRef } from "react";
import { Notice } from "@/components/ui/notice";
import { TextAreaField } from "@/components/ui/text-area-field";
import { REVIEW_REASON_MAX_LENGTH } from "@/lib/clients/rules/lifecycle";

type Props = Omit<ComponentProps<typeof TextAreaField>, "hint"> & { hint: string };

/** The reason an administrator gives for a decision, as long as the audit log keeps. */
export const ReasonField = forwardRef<HTMLTextAreaElement, Props>(function ReasonField(props, ref) {
  return <TextAreaField ref={ref} maxLength={REVIEW_REASON_MAX_LENGTH} {...props} />;
});

/** The outcome line under a decision form: success, or why nothing happened (a lost race included). */
export function DecisionMessage({ message }: { message: { tone: "success" | "error"; text: string } | null }) {
  return message ? <Notice tone={message.tone}>{message.text}</Notice> : null;
}
