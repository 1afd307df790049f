import { describe, expect, it } from "vitest";
import { type AppNotificationFacts, removeAppNotification } from "./app-notifications";
import { createMemoryAppNotifications } from "../testing/memory-app-notifications";

const subscriptions = () =>
  new Map<string, AppNotificationFacts>([
    ["personal", { clientId: "app", userId: "ada", organizationId: null, grantUserId: "ada" }],
    ["org-by-ada", { clientId: "app", userId: null, organizationId: "acme", grantUserId: "ada" }],
    ["org-by-bob", { clientId: "app", userId: null, organizationId: "acme", grantUserId: "bob" }],
    ["portal-made", { clientId: null, userId: "ada", organizationId: null, grantUserId: null }],
    // A personal subscription is its owner's alone, whoever's grant was used.
    ["bobs-personal", { clientId: "app", userId: "bob", organizationId: null, grantUserId: "ada" }],
  ]);

describe("stopping an app's notifications", () => {
  it("removes the user's own subscriptions and the organization's they made with their grant", async () => {
    const notifications = createMemoryAppNotifications(subscriptions());
    for (const webhookId of ["personal", "org-by-ada"])
      expect(await removeAppNotification({ notifications }, { userId: "ada", webhookId }), webhookId).toEqual({
        ok: true,
      });
    expect([...notifications.subscriptions.keys()]).toEqual(["org-by-bob", "portal-made", "bobs-personal"]);
  });

  it("answers not found for another's, a portal-made one, one already removed or none, and removes nothing", async () => {
    const notifications = createMemoryAppNotifications(subscriptions());
    for (const [userId, webhookId] of [
      ["bob", "personal"],
      ["ada", "org-by-bob"],
      ["ada", "portal-made"],
      ["ada", "bobs-personal"],
      ["ada", "no-such-webhook"],
    ] as const)
      expect(await removeAppNotification({ notifications }, { userId, webhookId }), webhookId).toEqual({
        ok: false,
        code: "not_found",
      });
    expect(notifications.subscriptions.size).toBe(5);
    await removeAppNotification({ notifications }, { userId: "ada", webhookId: "personal" });
    expect(await removeAppNotification({ notifications }, { userId: "ada", webhookId: "personal" })).toEqual({
      ok: false,
      code: "not_found",
    });
  });
});
