// The error page of an app nobody can use yet offers the way back to the app and its privacy
// policy; not for an app an administrator stopped.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClientStatus } from "@/lib/oauth/ports";
import { AuthorizeErrorPanel } from "./authorize-error-panel";

const page = (status: ClientStatus, websiteUrl: string | null = "https://acme.example/home") =>
  renderToStaticMarkup(
    createElement(AuthorizeErrorPanel, {
      reason: "client_not_approved",
      signedIn: false,
      client: { name: "Acme Sync", status, websiteUrl, privacyPolicyUrl: "https://acme.example/privacy" },
    }),
  );

describe("the authorize error page's links to the app", () => {
  it("links a pending app's website by its host and its privacy policy, without referrer or endorsement", () => {
    const html = page("PENDING");
    expect(html).toContain('<a href="https://acme.example/home" rel="noopener noreferrer nofollow"');
    expect(html).toContain(">Back to acme.example</a>");
    expect(html).toContain(">Acme Sync&#x27;s privacy policy</a>");
  });

  it("leaves out what is not a web address, and every link of a suspended or rejected app", () => {
    expect(page("PENDING", "javascript:alert(1)")).not.toContain("javascript:");
    for (const status of ["SUSPENDED", "REJECTED"] as const) expect(page(status)).not.toContain("acme.example");
  });
});
