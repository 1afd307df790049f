"use client";

// "Send test event": the owner picks one of the client's live subscriptions and sends it a signed
// PING; the attempt shows under Latest attempts once the delivery worker has made it.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/shared/button";
import { SelectField } from "@/components/ui/select-field";
import { sendWebhookTestAction } from "@/lib/actions/webhooks";
import { WEBHOOK_ACTIVITY_WORDS as W } from "@/lib/ui-words/webhooks";
import type { TestableSubscription } from "@/lib/webhooks/views";

export function SendTestEvent({
  clientId,
  subscriptions,
}: {
  clientId: string;
  subscriptions: readonly TestableSubscription[];
}) {
  const id = useId();
  const router = useRouter();
  const [webhookId, setWebhookId] = useState(subscriptions[0]?.webhookId ?? "");
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (subscriptions.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="no-testable-subscription">
        {W.testNone}
      </p>
    );
  }
  const send = () =>
    start(async () => {
      const result = await sendWebhookTestAction({ clientId, webhookId });
      setMessage(
        result.ok ? { ok: true, text: W.testSent(result.data.messageId) } : { ok: false, text: result.message },
      );
      if (result.ok) router.refresh();
    });
  return (
    <div className="space-y-2" data-testid="send-test-event">
      <SelectField
        id={`${id}-subscription`}
        label={W.testSubscription}
        frameClassName="max-w-xl"
        value={webhookId}
        onChange={(e) => setWebhookId(e.target.value)}
        options={subscriptions.map((s) => ({
          value: s.webhookId,
          label: W.testOption(s.host, s.webhookId, s.triggers),
        }))}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={send} disabled={pending || webhookId === ""}>
          {pending ? W.testSending : W.testSend}
        </Button>
        {message?.ok ? (
          <Button size="sm" tone="secondary" onClick={() => start(() => router.refresh())} disabled={pending}>
            {W.testShowAttempt}
          </Button>
        ) : null}
      </div>
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
