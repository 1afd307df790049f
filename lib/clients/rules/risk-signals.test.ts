import { describe, expect, it } from "vitest";
import { localHostKind } from "./local-host";
import { editDistance, lookAlikeNames, nameSkeleton } from "./look-alike-name";
import { registrableDomain, registrableDomainOf } from "@/lib/registrable-domain";
import { assessRisk, type RiskSubject } from "./risk-signals";
import { readRiskSignals } from "./stored-risk-signals";

const SUBJECT: RiskSubject = {
  name: "Calendar Sync",
  kind: "CONFIDENTIAL",
  websiteUrl: "https://calsync.example.com",
  privacyPolicyUrl: "https://calsync.example.com/privacy",
  termsOfServiceUrl: "https://www.example.com/terms",
  redirectUris: ["https://app.example.com/callback"],
  scopes: ["PROFILE_READ"],
};
const CONTEXT = { approvedNames: ["Acme Planner"], ownerHasApprovedClient: true };

describe("look-alike names", () => {
  it("folds look-alike characters, case, accents and spacing into one skeleton", () => {
    expect(nameSkeleton("Acme Planner")).toBe(nameSkeleton("АCME Рlаnnеr")); // Cyrillic А, Р, а, е
    expect(nameSkeleton("Modern")).toBe(nameSkeleton("Modem"));
    expect(nameSkeleton("G00gle")).toBe(nameSkeleton("Google"));
    expect(nameSkeleton("Café")).toBe(nameSkeleton("cafe"));
  });

  it("bounds the edit distance it computes", () => {
    expect(editDistance("planner", "planer", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
  });

  it("finds a confusable name, a same name and a typo away, but not an unrelated or short one", () => {
    expect(lookAlikeNames("Acrne PIanner", ["Acme Planner"])).toEqual([
      { similarTo: "Acme Planner", match: "confusable", distance: 0 },
    ]);
    expect(lookAlikeNames("acme  planner", ["Acme Planner"])).toEqual([
      { similarTo: "Acme Planner", match: "same", distance: 0 },
    ]);
    expect(lookAlikeNames("Acme Plannerz", ["Acme Planner"])).toEqual([
      { similarTo: "Acme Planner", match: "edit_distance", distance: 1 },
    ]);
    expect(lookAlikeNames("Booking Bot", ["Acme Planner"])).toEqual([]);
    expect(lookAlikeNames("Ace", ["Acme"])).toEqual([]);
  });

  it("reports the closest names first, at most three", () => {
    const found = lookAlikeNames("Planner One", ["Planner Ones", "Planner One", "Planner Onee", "Planer One", "X"]);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatchObject({ similarTo: "Planner One", distance: 0 });
  });
});

describe("registrable domains", () => {
  it("keeps the last two labels, or three under a multi-label suffix", () => {
    expect(registrableDomain("app.example.com")).toBe("example.com");
    expect(registrableDomain("EXAMPLE.com.")).toBe("example.com");
    expect(registrableDomain("shop.acme.co.uk")).toBe("acme.co.uk");
    expect(registrableDomain("alice.github.io")).toBe("alice.github.io");
    expect(registrableDomain("203.0.113.9")).toBe("203.0.113.9");
    expect(registrableDomainOf("com.example.app:/cb")).toBeNull();
    expect(registrableDomainOf("not a url")).toBeNull();
  });
});

describe("local hosts", () => {
  it("tells loopback, private and public address literals apart", () => {
    expect(localHostKind("localhost")).toBe("loopback");
    expect(localHostKind("127.0.0.1")).toBe("loopback");
    expect(localHostKind("[::1]")).toBe("loopback");
    expect(localHostKind("10.1.2.3")).toBe("private");
    expect(localHostKind("172.20.0.1")).toBe("private");
    expect(localHostKind("192.168.0.10")).toBe("private");
    expect(localHostKind("[fd00::1]")).toBe("private");
    expect(localHostKind("[::ffff:192.168.1.1]")).toBe("private");
    expect(localHostKind("printer.local")).toBe("private");
    expect(localHostKind("203.0.113.9")).toBe("ip_literal");
    expect(localHostKind("[2001:db8::1]")).toBe("ip_literal");
    expect(localHostKind("app.example.com")).toBeNull();
  });
});

describe("assessRisk", () => {
  it("raises nothing for an ordinary client whose links share the homepage's domain", () => {
    expect(assessRisk(SUBJECT, CONTEXT)).toEqual([]);
  });

  it("names the redirect URI whose domain differs from the homepage's, with both domains", () => {
    const signals = assessRisk({ ...SUBJECT, redirectUris: ["https://collect.evil.test/cb"] }, CONTEXT);
    expect(signals).toEqual([
      {
        code: "redirect_domain_mismatch",
        uri: "https://collect.evil.test/cb",
        domain: "evil.test",
        homepageDomain: "example.com",
      },
    ]);
  });

  it("flags loopback, private and IP-literal redirect hosts on a confidential client only", () => {
    const redirectUris = ["http://localhost:8080/cb", "https://192.168.1.4/cb", "https://203.0.113.9/cb"];
    expect(assessRisk({ ...SUBJECT, redirectUris }, CONTEXT)).toEqual([
      { code: "local_redirect_host", uri: redirectUris[0], host: "localhost", hostKind: "loopback" },
      { code: "local_redirect_host", uri: redirectUris[1], host: "192.168.1.4", hostKind: "private" },
      { code: "local_redirect_host", uri: redirectUris[2], host: "203.0.113.9", hostKind: "ip_literal" },
    ]);
    expect(assessRisk({ ...SUBJECT, kind: "PUBLIC", redirectUris }, CONTEXT)).toEqual([]);
  });

  it("flags organization-wide and write scopes only for a developer with no approved client", () => {
    const scopes = ["PROFILE_READ", "ORG_PROFILE_READ", "BOOKING_WRITE"];
    expect(assessRisk({ ...SUBJECT, scopes }, { ...CONTEXT, ownerHasApprovedClient: false })).toEqual([
      { code: "broad_scopes_first_client", scopes: ["ORG_PROFILE_READ", "BOOKING_WRITE"] },
    ]);
    expect(assessRisk({ ...SUBJECT, scopes }, CONTEXT)).toEqual([]);
  });

  it("flags missing policy links and links on another domain", () => {
    const signals = assessRisk(
      { ...SUBJECT, privacyPolicyUrl: null, termsOfServiceUrl: "https://docs.google.com/terms" },
      CONTEXT,
    );
    expect(signals).toEqual([
      { code: "policy_link_missing", link: "privacy" },
      {
        code: "policy_link_other_domain",
        link: "terms",
        url: "https://docs.google.com/terms",
        domain: "google.com",
        homepageDomain: "example.com",
      },
    ]);
  });

  it("flags a name that looks like another owner's approved client", () => {
    expect(assessRisk({ ...SUBJECT, name: "Acme Planer" }, CONTEXT)).toEqual([
      { code: "look_alike_name", similarTo: "Acme Planner", match: "edit_distance", distance: 1 },
    ]);
  });
});

describe("readRiskSignals", () => {
  it("reads back what assessRisk stored, drops what does not parse, and tells never-assessed apart", () => {
    const stored = assessRisk({ ...SUBJECT, privacyPolicyUrl: null }, CONTEXT);
    expect(readRiskSignals(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readRiskSignals([{ code: "unknown" }, { code: "policy_link_missing", link: "terms" }])).toEqual([
      { code: "policy_link_missing", link: "terms" },
    ]);
    expect(readRiskSignals(null)).toBeNull();
  });
});
