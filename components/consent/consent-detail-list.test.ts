// The authorization details as the consent screen, the apps page and the admin's view list them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentDetailList } from "@/components/consent/consent-detail-list";

describe("ConsentDetailList", () => {
  it("lists one sentence per detail, and what is left of each max_uses when uses are given", () => {
    const html = renderToStaticMarkup(
      createElement(ConsentDetailList, {
        details: [
          { type: "scheduling", actions: ["book"], event_types: ["intro"], max_uses: 1 },
          { type: "scheduling", actions: ["read_bookings"], max_uses: 3 },
        ],
        facts: { eventTypeNames: new Map([["intro", "Intro <call>"]]), timeZone: "UTC" },
        uses: new Map([[0, 1]]),
      }),
    );
    expect(html).toContain("Book one meeting of Intro &lt;call&gt;");
    expect(html).toContain("Used up");
    expect(html).toContain("See up to 3 meetings");
    expect(html).toContain("3 of 3 uses left");
  });
});
