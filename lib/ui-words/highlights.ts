// What the review pages say next to a scope or redirect URI a reviewer should look at twice.
import type { Highlight, HighlightCode } from "@/lib/clients/rules/highlights";

const LABELS: Record<Exclude<HighlightCode, "custom_scheme">, string> = {
  unknown_scope: "Not a known scope",
  organization_wide: "Organization-wide",
  write_access: "Can change data",
  unparseable: "Not a valid absolute URI",
  http_loopback: "Plain HTTP on this device (loopback): fine for development and native apps only",
  http_remote: "Plain HTTP to a remote host: codes can be intercepted",
  loopback: "Loopback host: only reaches the user's own device",
  ip_literal: "IP address instead of a domain name",
  punycode: "Internationalized domain name: check for look-alike characters",
};

export function highlightLabel(highlight: Highlight): string {
  if (highlight.code === "custom_scheme")
    return `Custom app scheme "${highlight.scheme ?? ""}:": any app on the device could claim it`;
  return LABELS[highlight.code];
}
