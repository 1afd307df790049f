import { describe, expect, it } from "vitest";
import { MAX_INVITATION_NAME_CHARS, invitationName } from "./invitation-text";

describe("a name as an invitation shows it", () => {
  it("keeps an ordinary name as it is", () => {
    expect(invitationName("Design Crew")).toBe("Design Crew");
    expect(invitationName("Équipe Zürich 🚀")).toBe("Équipe Zürich 🚀");
  });

  it("drops bidirectional overrides, invisible format characters and controls, and collapses spacing", () => {
    expect(invitationName("Support\u202Egnp.exe\u202C")).toBe("Supportgnp.exe");
    expect(invitationName("Pay\u200Bpal\u2060 Team")).toBe("Paypal Team");
    expect(invitationName("Crew\u2028URGENT:\n\n  verify   your account\u0085now")).toBe(
      "Crew URGENT: verify your account now",
    );
    expect(invitationName("\u200B\u200E")).toBe("…");
  });

  it("cuts a long name to the bound, on a whole character, with an ellipsis", () => {
    const lure = `Security notice: your account will be closed unless you visit ${"x".repeat(100)}`;
    const shown = invitationName(lure);
    expect(Array.from(shown)).toHaveLength(MAX_INVITATION_NAME_CHARS);
    expect(shown.endsWith("…")).toBe(true);
    expect(lure.startsWith(shown.slice(0, -1))).toBe(true);
    const emoji = invitationName("🚀".repeat(100));
    expect(Array.from(emoji)).toEqual([...Array.from("🚀".repeat(MAX_INVITATION_NAME_CHARS - 1)), "…"]);
  });
});
