// The client a settings page shows, with its review state, read once per request although the
// layout (header, tabs) and the tab's page both need it.
import { cache } from "react";
import { findClientForViewer } from "@/lib/db/clients/find-client-for-viewer";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import type { ClientReviewState } from "@/lib/clients/views/review-views";
import type { ViewedClient } from "@/lib/clients/views/client-views";

const load = cache(
  async (
    clientId: string,
    viewerId: string,
    role: "USER" | "ADMIN",
  ): Promise<{ client: ViewedClient; review: ClientReviewState } | null> => {
    const viewer = { id: viewerId, role };
    const [client, review] = await Promise.all([
      findClientForViewer({ clientId, viewer }),
      findClientReviewState({ clientId, viewer }),
    ]);
    return client && review ? { client, review } : null;
  },
);

/** The client and its review state as this viewer (its owner or an administrator) may see them; null otherwise. */
export function loadClientPage(clientId: string, viewer: { id: string; role: "USER" | "ADMIN" }) {
  return load(clientId, viewer.id, viewer.role);
}
