// The demo accounts and clients the seed creates. The README lists the same values, and names each
// account by its `label` as the start-up banner does; they exist only on databases seeded with
// `npm run db:seed` (automatic on the first embedded start).
export const DEMO_USERS = {
  admin: {
    label: "Administrator",
    email: "admin@example.com",
    password: "demo-admin-pass",
    name: "Ada Admin",
    username: "admin",
    role: "ADMIN",
  },
  developer: {
    label: "Developer",
    email: "developer@example.com",
    password: "demo-developer-pass",
    name: "Dev Eloper",
    username: "developer",
    role: "USER",
  },
  user: {
    label: "End user",
    email: "user@example.com",
    password: "demo-user-pass",
    name: "Uma User",
    username: "uma",
    role: "USER",
  },
  teammate: {
    label: "Teammate",
    email: "sam@example.com",
    password: "demo-teammate-pass",
    name: "Sam Teammate",
    username: "sam",
    role: "USER",
  },
} as const;

export const DEMO_ORGANIZATION = { id: "demo-org-acme", name: "Acme Scheduling", slug: "acme" } as const;
export const DEMO_TEAM = { id: "demo-team-acme-support", name: "Acme Support", slug: "acme-support" } as const;

/**
 * Fixed ids of the scheduling demo data (lib/db/seed-scheduling-demo.ts). Uma is a MEMBER of the
 * team and the organization (reads only there); Sam, the second member, is their ADMIN.
 */
export const DEMO_SCHEDULING = {
  umaSchedule: "demo-schedule-uma",
  teamSchedule: "demo-schedule-support",
  introEventType: "demo-event-intro",
  consultEventType: "demo-event-consult",
  teamEventType: "demo-event-support",
  pastBooking: "demo-booking-past",
  upcomingBooking: "demo-booking-upcoming",
  pendingBooking: "demo-booking-pending",
  teamBooking: "demo-booking-support",
  umaWebhook: "demo-webhook-uma",
  orgWebhook: "demo-webhook-acme",
  umaCalendar: "demo-calendar-uma",
  teamCalendar: "demo-calendar-support",
  umaVerifiedEmail: "demo-verified-uma",
  teamVerifiedEmail: "demo-verified-support",
  teamRoutingForm: "demo-routing-support",
  orgRoutingForm: "demo-routing-acme",
  teamWorkflow: "demo-workflow-support",
} as const;

type DemoClient = {
  clientId: string;
  name: string;
  /** Shown to people on the consent screen: what the app does for them, not its review status or kind. */
  description: string;
  kind: "CONFIDENTIAL" | "PUBLIC";
  status: "APPROVED" | "PENDING";
  secret?: string;
  /** The app's own pages: its home (linked from the error page of an app nobody can use yet), and
   *  its documents, linked from the consent screen. */
  websiteUrl?: string;
  privacyPolicyUrl?: string;
  termsOfServiceUrl?: string;
  scopes: string[];
  redirectUris: string[];
  /** OpenID Connect RP-initiated logout returns here. */
  postLogoutRedirectUris?: string[];
};

export const DEMO_CLIENTS = {
  confidential: {
    clientId: "demo-confidential-app",
    name: "Demo Calendar Sync",
    description: "Keeps your bookings in sync with your calendar.",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    secret: "cs_demo_confidential_secret_do_not_use_in_production",
    privacyPolicyUrl: "https://app.example.com/privacy",
    termsOfServiceUrl: "https://app.example.com/terms",
    scopes: [
      "openid",
      "PROFILE_READ",
      "BOOKING_READ",
      "BOOKING_WRITE",
      "SCHEDULE_READ",
      "EVENT_TYPE_READ",
      "TEAM_BOOKING_READ",
      "ORG_PROFILE_READ",
    ],
    redirectUris: ["http://localhost:8080/callback", "https://app.example.com/oauth/callback"],
    postLogoutRedirectUris: ["http://localhost:8080/signed-out"],
  },
  public: {
    clientId: "demo-public-app",
    name: "Demo Mobile Planner",
    description: "Plans your day from your phone.",
    kind: "PUBLIC",
    status: "APPROVED",
    scopes: ["openid", "PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"],
    redirectUris: ["http://127.0.0.1:8080/callback", "com.example.planner:/oauth/callback"],
    postLogoutRedirectUris: ["http://127.0.0.1:8080/signed-out"],
  },
  pending: {
    clientId: "demo-pending-app",
    name: "Demo Pending Integration",
    description: "Shows your event types on a wall display.",
    websiteUrl: "https://wall.example.com",
    privacyPolicyUrl: "https://wall.example.com/privacy",
    kind: "CONFIDENTIAL",
    status: "PENDING",
    secret: "cs_demo_pending_secret_do_not_use_in_production",
    scopes: ["PROFILE_READ", "EVENT_TYPE_READ"],
    redirectUris: ["http://localhost:8080/callback"],
  },
  legacy: {
    clientId: "demo-legacy-app",
    name: "Demo Legacy Dashboard",
    description: "A dashboard of your bookings and schedules.",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    secret: "cs_demo_legacy_secret_do_not_use_in_production",
    scopes: [],
    redirectUris: ["http://localhost:8080/callback"],
  },
} as const satisfies Record<string, DemoClient>;
