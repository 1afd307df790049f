// Words for the legacy migration wizard's traffic check (spec s3.2 step 3).
import { STILL_ARRIVING_DAYS, type MigrationReadiness, type TrafficSummary } from "@/lib/clients/rules/traffic";

export const UNSCOPED_TRAFFIC_HEADLINE = "Requests without scope are still arriving";

const requests = (n: number) => (n === 1 ? "1 request" : `${n} requests`);

export type ReadinessWords = { headline: string; detail: string };

export function readinessWords(readiness: MigrationReadiness, summary: TrafficSummary): ReadinessWords {
  switch (readiness.level) {
    case "unscoped_traffic":
      return {
        headline: UNSCOPED_TRAFFIC_HEADLINE,
        detail:
          `${requests(summary.last7d.withoutScope)} in the last ${STILL_ARRIVING_DAYS} days came without scope. ` +
          "If you save scopes now, users who open the old authorization URL will get an error instead of the consent screen. " +
          "Deploy the new URL first and wait until these requests stop.",
      };
    case "no_traffic":
      return {
        headline: "No recent authorization requests",
        detail: `No authorization requests arrived in the last ${STILL_ARRIVING_DAYS} days, so we cannot confirm that your new URL is deployed. Check your app before saving.`,
      };
    case "ready":
      return {
        headline: "All recent requests carry scope",
        detail: `No request without scope in the last ${STILL_ARRIVING_DAYS} days: your app uses the new URL. It is safe to save.`,
      };
  }
}

/** The legacy migration wizard's steps and controls. */
export const MIGRATION_WORDS = {
  steps: ["Add scope to your authorization URL", "Check your traffic", "Save scopes"] as const,
  stepsLabel: "Migration steps",
  step: (n: number, title: string) => `Step ${n} of 3: ${title}`,
  stepOneIntro:
    "Pick the scopes your app needs, then deploy the URL below in your app. New tokens will carry only these scopes. Until you save in step 3, requests without scope keep working as before, so nobody is locked out while you deploy.",
  scopesLegend: "Scopes your app needs",
  exampleRedirectUri: "Redirect URI for the example",
  newUrl: "New authorization URL",
  appAddsItsOwn: (isPublic: boolean) =>
    `Your app still adds its own state${isPublic ? ", code_challenge and code_challenge_method=S256" : ""} to each request, as it does today.`,
  chooseScopeFirst: "Choose at least one scope to continue.",
  continueTo: (n: number) => `Continue to step ${n}`,
  saveIntro:
    "Saving enables scope validation for every new authorization request: requests without scope, or asking for scopes outside this list, will be refused. Tokens issued before keep working until each user authorizes again; from then on that user's tokens carry only these scopes.",
  scopesToSave: "Scopes to save:",
  noneChosen: "none chosen",
  breaksUsers: "Saving now will break users who still open the old URL.",
  acknowledge: "I understand that users who open the old authorization URL without scope will get an error.",
  confirm: "My app's authorization URL already sends these scopes.",
  back: "Back",
  saving: "Saving…",
  save: "Save scopes and finish migration",
  tickFirst: "Tick the confirmation first.",
  refresh: "Refresh numbers",
} as const;

/** The traffic table and chart of the migration wizard. */
export const TRAFFIC_WORDS = {
  intro: "Authorization requests for this client, as recorded by the authorization endpoint.",
  tableLabel: "Authorization requests with and without scope",
  period: "Period",
  withScope: "With scope",
  withoutScope: "Without scope",
  last24h: "Last 24 hours",
  last7d: "Last 7 days",
  lastWithoutScope: "Last request without scope:",
  noneRecorded: "none recorded",
  chartTitle: (days: number) => `Authorization requests per day, last ${days} days`,
  yAxis: "Requests",
  dayTitle: (day: string, withScope: number, withoutScope: number) =>
    `${day}: ${withScope} with scope, ${withoutScope} without scope`,
  legendWith: "with scope",
  legendWithout: "without scope",
} as const;
