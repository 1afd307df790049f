"use client";

// Sends a delivery's event again (same webhook-id, the subscription's current secrets).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/shared/button-styles";
import { replayWebhookDeliveryAction } from "@/lib/actions/webhooks";
import { WEBHOOK_ACTIVITY_WORDS as W } from "@/lib/ui-words/webhooks";

export function ReplayDeliveryButton({
  clientId,
  deliveryId,
  label,
}: {
  clientId: string;
  deliveryId: string;
  label: string;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="space-y-1">
      <button
        type="button"
        aria-label={label}
        className={buttonClass("secondary")}
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await replayWebhookDeliveryAction({ clientId, deliveryId });
            setMessage(result.ok ? { ok: true, text: W.replayed } : { ok: false, text: result.message });
            if (result.ok) router.refresh();
          })
        }
      >
        {pending ? W.replaying : W.replay}
      </button>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`text-sm ${message.ok ? "text-green-800" : "text-red-700"}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
