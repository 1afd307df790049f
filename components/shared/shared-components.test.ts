// The shared form components as they first render (their interaction is driven in the browser
// by the pages that use them): a submit button that is a real submit button, and a confirmation
// that shows only its trigger until asked.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { SubmitButton } from "@/components/shared/submit-button";

describe("SubmitButton", () => {
  it("is an enabled submit button showing its label while nothing is pending", () => {
    const html = renderToStaticMarkup(createElement(SubmitButton, { pendingLabel: "Saving…" }, "Save"));
    expect(html).toMatch(/^<button type="submit"/);
    expect(html).toContain(">Save</button>");
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain("aria-busy");
    expect(html).not.toContain("Saving");
  });

  it("keeps its own disabled state", () => {
    expect(renderToStaticMarkup(createElement(SubmitButton, { disabled: true }, "Save"))).toContain('disabled=""');
  });
});

describe("ConfirmAction", () => {
  it("shows only the trigger, collapsed, until the user asks: nothing can run on one click", () => {
    const html = renderToStaticMarkup(
      createElement(ConfirmAction, {
        trigger: "Remove",
        consequence: "Apps using this address stop working at once.",
        confirmLabel: "Yes, remove",
        action: async () => {},
      }),
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(">Remove</button>");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Yes, remove");
  });
});
