import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  OPERATION_ROUTES_FILE,
  operationRoute,
  operationRoutesIn,
  renderOperationRoutes,
} from "./operation-routes-source";

describe("app/v2/operation-routes.ts", () => {
  it("is what `npm run api:routes` writes from the route files under app/v2 (stale until it is run)", () => {
    const committed = readFileSync(OPERATION_ROUTES_FILE, "utf8");
    expect(
      committed,
      `${OPERATION_ROUTES_FILE} does not list the route files under app/v2: run \`npm run api:routes\``,
    ).toBe(renderOperationRoutes(operationRoutesIn("app/v2")));
  });
});

describe("the operation route of a folder", () => {
  it("is the path its folders name, a [param] folder becoming {param}, imported under a name made of its folders", () => {
    expect(operationRoute(["teams", "[teamId]", "event-types", "[eventTypeId]"])).toEqual({
      path: "/v2/teams/{teamId}/event-types/{eventTypeId}",
      importPath: "./teams/[teamId]/event-types/[eventTypeId]/route",
      name: "teamsTeamIdEventTypesEventTypeIdRoute",
    });
  });

  it("is refused for a folder the policy table could not match: a catch-all, a route group, a private folder", () => {
    for (const folder of ["[...rest]", "[[...rest]]", "(group)", "_private", "Bookings"])
      expect(() => operationRoute(["teams", folder]), folder).toThrow(`app/v2/teams/${folder}`);
  });
});

describe("the rendered registry", () => {
  it("lists one route a line, however long, in a table the formatter leaves as it is", () => {
    const text = renderOperationRoutes([
      operationRoute(["me"]),
      operationRoute([
        "organizations",
        "[orgId]",
        "webhooks",
        "[webhookId]",
        "deliveries",
        "[deliveryId]",
        "redeliver",
      ]),
    ]);
    expect(text).toContain("// biome-ignore format: one route a line");
    expect(text).toContain('\n  { path: "/v2/me", module: meRoute },\n');
    expect(text).toContain(
      '\n  { path: "/v2/organizations/{orgId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver", ' +
        "module: organizationsOrgIdWebhooksWebhookIdDeliveriesDeliveryIdRedeliverRoute },\n",
    );
  });

  it("refuses two folders that would share an import name", () => {
    expect(() => renderOperationRoutes([operationRoute(["a-b"]), operationRoute(["a", "b"])])).toThrow("aBRoute");
  });
});
