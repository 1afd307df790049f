// The seeded demo data as the API reference's examples use it (lib/server/api/example-values.ts):
// the confidential demo client, the demo user and the scheduling demo's fixed ids, so a reader on
// a fresh clone can run an example as printed. A production deployment has no demo data: its
// reference shows placeholders to replace, never the demo client's secret.
import { type ExampleValues, oauthValuesByName } from "@/lib/server/api/example-values";
import { DEMO_CLIENTS, DEMO_ORGANIZATION, DEMO_SCHEDULING, DEMO_TEAM, DEMO_USERS } from "@/lib/db/demo-data";
import { getConfig } from "./config";

/** The values of the reference's examples for this deployment. */
export function exampleValues(appEnv = getConfig().appEnv): ExampleValues {
  return appEnv === "production" ? placeholderExampleValues() : demoExampleValues();
}

function placeholderExampleValues(): ExampleValues {
  const client = {
    id: "YOUR_CLIENT_ID",
    secret: "YOUR_CLIENT_SECRET",
    redirectUri: "https://app.example.com/oauth/callback",
    postLogoutRedirectUri: "https://app.example.com/signed-out",
    scope: "openid PROFILE_READ BOOKING_READ",
  };
  return {
    client,
    byName: {
      ...oauthValuesByName(client),
      email: "person@example.com",
      teamId: "YOUR_TEAM_ID",
      orgId: "YOUR_ORGANIZATION_ID",
      scheduleId: "YOUR_SCHEDULE_ID",
      eventTypeId: "YOUR_EVENT_TYPE_ID",
      bookingUid: "YOUR_BOOKING_UID",
      webhookId: "YOUR_WEBHOOK_ID",
      calendarId: "YOUR_CALENDAR_ID",
    },
  };
}

export function demoExampleValues(): ExampleValues {
  const app = DEMO_CLIENTS.confidential;
  const client = {
    id: app.clientId,
    secret: app.secret,
    redirectUri: app.redirectUris[0],
    postLogoutRedirectUri: app.postLogoutRedirectUris[0],
    scope: "openid PROFILE_READ BOOKING_READ",
  };
  return {
    client,
    byName: {
      ...oauthValuesByName(client),
      email: DEMO_USERS.user.email,
      teamId: DEMO_TEAM.id,
      orgId: DEMO_ORGANIZATION.id,
      scheduleId: DEMO_SCHEDULING.umaSchedule,
      eventTypeId: DEMO_SCHEDULING.introEventType,
      bookingUid: DEMO_SCHEDULING.upcomingBooking,
      webhookId: DEMO_SCHEDULING.umaWebhook,
      calendarId: DEMO_SCHEDULING.umaCalendar,
    },
    answers: {
      // The demo user as UserInfo releases her with PROFILE_READ (the seed leaves her time zone UTC).
      ...Object.fromEntries(
        ["GET", "POST"].map((method) => [
          `${method} /v2/auth/oauth2/userinfo`,
          {
            sub: "…",
            name: DEMO_USERS.user.name,
            email: DEMO_USERS.user.email,
            email_verified: true,
            preferred_username: DEMO_USERS.user.username,
            zoneinfo: "UTC",
          },
        ]),
      ),
    },
  };
}
