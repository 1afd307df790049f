import type { ClientReviewState } from "@/lib/clients/views/review-views";
import type { ViewedClient } from "@/lib/clients/views/client-views";

/** What every tab's panel is given; `timeZone`: the viewer's, for every time the tabs show. */
export type PanelProps = { client: ViewedClient; review: ClientReviewState; timeZone: string };
