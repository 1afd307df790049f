// The seeded demo data as the API reference's examples use it (lib/server/api/example-values.ts):
// the confidential demo client, the demo user and the scheduling demo's fixed ids, so a reader on
// a fresh clone can run an example as printed.
import { type ExampleValues, oauthValuesByName } from "@/lib/server/api/example-values";
import { DEMO_CLIENTS, DEMO_ORGANIZATION, DEMO_SCHEDULING, DEMO_TEAM, DEMO_USERS } from "@/lib/db/demo-data";

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
