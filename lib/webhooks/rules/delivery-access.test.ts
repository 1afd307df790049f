import { describe, expect, it } from "vitest";
import type { DeliveryAccessFacts, WebhookOwner } from "../ports";
import { deliveryBlock } from "./delivery-access";

const user: WebhookOwner = { kind: "user", userId: "u1" };
const org: WebhookOwner = { kind: "organization", organizationId: "o1" };
const live: DeliveryAccessFacts = {
  grant: { revokedAt: null, scopes: ["WEBHOOK_WRITE"], legacyUnrestricted: false, userId: "u1", userDisabled: false },
  client: { status: "APPROVED", scopes: ["WEBHOOK_WRITE", "WEBHOOK_READ"] },
  organizationRole: null,
};
const with_ = (over: Partial<DeliveryAccessFacts>, grant: Partial<NonNullable<DeliveryAccessFacts["grant"]>> = {}) => ({
  ...live,
  ...over,
  grant: over.grant === null ? null : { ...live.grant!, ...grant },
});

describe("who may still receive a subscription's events", () => {
  it("the app whose live grant still holds WEBHOOK_WRITE", () => {
    expect(deliveryBlock(user, live)).toBe(null);
  });

  it("not once the grant is revoked or gone, the user disabled, or the client not approved", () => {
    expect(deliveryBlock(user, with_({}, { revokedAt: new Date() }))).toBe("grant_revoked");
    expect(deliveryBlock(user, with_({ grant: null }))).toBe("no_grant");
    expect(deliveryBlock(user, with_({}, { userDisabled: true }))).toBe("user_disabled");
    expect(deliveryBlock(user, with_({ client: { status: "SUSPENDED", scopes: ["WEBHOOK_WRITE"] } }))).toBe(
      "client_not_approved",
    );
    expect(deliveryBlock(user, with_({ client: null }))).toBe("client_not_approved");
  });

  it("not once the client lost the scope, though the grant still lists it", () => {
    expect(deliveryBlock(user, with_({ client: { status: "APPROVED", scopes: ["WEBHOOK_READ"] } }))).toBe(
      "scope_removed",
    );
    expect(deliveryBlock(user, with_({}, { scopes: ["WEBHOOK_READ"] }))).toBe("scope_removed");
  });

  it("for an organization: ORG_WEBHOOK_WRITE and the ADMIN or OWNER role there", () => {
    const orgFacts = with_({ organizationRole: "ADMIN" }, { scopes: ["ORG_WEBHOOK_WRITE"] });
    const orgClient = { status: "APPROVED", scopes: ["ORG_WEBHOOK_WRITE" as const] };
    expect(deliveryBlock(org, { ...orgFacts, client: orgClient })).toBe(null);
    expect(deliveryBlock(org, { ...orgFacts, client: orgClient, organizationRole: "MEMBER" })).toBe(
      "not_in_organization",
    );
    expect(deliveryBlock(org, { ...orgFacts, client: orgClient, organizationRole: null })).toBe("not_in_organization");
    expect(deliveryBlock(org, live)).toBe("scope_removed");
  });

  it("a legacy-unrestricted grant of a legacy client passes the scope check", () => {
    expect(
      deliveryBlock(
        user,
        with_({ client: { status: "APPROVED", scopes: [] } }, { scopes: [], legacyUnrestricted: true }),
      ),
    ).toBe(null);
  });
});
