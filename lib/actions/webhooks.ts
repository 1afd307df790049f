"use server";

// The webhook buttons' server actions: stop an app's notifications, replay a delivery, send a test.
import { removeAppNotificationCommand, replayWebhookDeliveryCommand, sendWebhookTestCommand } from "./webhook-commands";
import { userAction } from "./plumbing/user-action";

const APPS = "/settings/apps";
const PORTAL = "/settings/developer/oauth";

export const removeAppNotificationAction = userAction(removeAppNotificationCommand, {
  returnTo: APPS,
  revalidate: (result) => (result.ok ? [APPS] : []),
});

export const replayWebhookDeliveryAction = userAction(replayWebhookDeliveryCommand, { returnTo: PORTAL });
export const sendWebhookTestAction = userAction(sendWebhookTestCommand, { returnTo: PORTAL });
