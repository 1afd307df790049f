"use client";

// A confirmed action that calls a server action returning a result: on success the caller moves
// the page on (a refresh, another address); on failure the action's message shows under the
// button, announced at once, and nothing else changes.
import { useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { ConfirmAction, type ConfirmActionProps } from "./confirm-action";

type Result = ActionResult<unknown>;

export function ConfirmAndRun({
  run,
  onSuccess,
  className,
  ...confirm
}: Omit<ConfirmActionProps, "action" | "fields" | "children"> & {
  run: () => Promise<Result>;
  onSuccess: () => void;
  className?: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className={className}>
      <ConfirmAction
        {...confirm}
        action={async () => {
          const result = await run();
          if (result.ok) onSuccess();
          else setFailure(result.message);
        }}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
