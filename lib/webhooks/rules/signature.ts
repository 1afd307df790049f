// The signatures every delivery carries (https://www.standardwebhooks.com, v1):
//   webhook-id:        the message id (the same for every attempt and for a redelivery)
//   webhook-timestamp: seconds since the epoch when the attempt was made
//   webhook-signature: "v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + body)>"
// and, for receivers written for the older form, X-Cal-Signature-256: the hex HMAC-SHA256 of the
// body keyed with the secret string as given (`whsec_...`). While a rotated-out secret still
// signs, each header carries one signature per secret, space-separated, the newest first.
import { createHmac } from "node:crypto";
import { secretKey } from "./webhook-secret";

export interface SignatureInput {
  readonly messageId: string;
  readonly timestampSeconds: number;
  readonly body: string;
  /** Current secret first, then the previous one while it still signs. */
  readonly secrets: readonly string[];
}

export function standardSignature(input: SignatureInput): string {
  const content = `${input.messageId}.${input.timestampSeconds}.${input.body}`;
  return input.secrets
    .map((secret) => {
      const key = secretKey(secret);
      if (!key) throw new Error("a webhook secret is malformed");
      return `v1,${createHmac("sha256", key).update(content, "utf8").digest("base64")}`;
    })
    .join(" ");
}

export function calSignature(input: Pick<SignatureInput, "body" | "secrets">): string {
  return input.secrets.map((secret) => createHmac("sha256", secret).update(input.body, "utf8").digest("hex")).join(" ");
}

/** The headers of one attempt. */
export function deliveryHeaders(input: SignatureInput): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "scheduling-webhooks/1",
    "webhook-id": input.messageId,
    "webhook-timestamp": String(input.timestampSeconds),
    "webhook-signature": standardSignature(input),
    "x-cal-signature-256": calSignature(input),
  };
}
