// Words of the development outbox page.
export const OUTBOX_WORDS = {
  title: "Development outbox",
  intro:
    "No mail server is configured (SMTP_URL), so the mail the service sends is kept here instead: the newest 20 messages. This page does not exist in production.",
  empty: "No mail yet.",
  to: (address: string) => `To ${address}`,
} as const;
