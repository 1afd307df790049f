import { describe, expect, it } from "vitest";
import { applyChangeDelta, effectiveConfiguration, sameDelta, splitClientChange } from "./client-change";

const live = {
  scopes: ["BOOKING_READ", "PROFILE_READ"],
  redirectUris: ["https://a.example/cb", "https://b.example/cb"],
};

describe("splitClientChange", () => {
  it("finds nothing to do when the proposal equals the live configuration, in any order", () => {
    const split = splitClientChange(live, {
      scopes: ["PROFILE_READ", "BOOKING_READ"],
      redirectUris: [...live.redirectUris],
    });
    expect(split).toMatchObject({
      classification: "none",
      pending: null,
      applyNow: { scopes: ["BOOKING_READ", "PROFILE_READ"] },
    });
  });

  it("applies removals of scopes and redirect URIs at once (narrowing)", () => {
    const split = splitClientChange(live, { scopes: ["PROFILE_READ"], redirectUris: ["https://a.example/cb"] });
    expect(split.classification).toBe("narrowing");
    expect(split.pending).toBeNull();
    expect(split.applyNow).toEqual({ scopes: ["PROFILE_READ"], redirectUris: ["https://a.example/cb"] });
    expect(split.removedNow).toEqual({ scopes: ["BOOKING_READ"], redirectUris: ["https://b.example/cb"] });
  });

  it("keeps the live configuration and holds additions for review (widening)", () => {
    const split = splitClientChange(live, {
      scopes: [...live.scopes, "ORG_BOOKING_WRITE"],
      redirectUris: [...live.redirectUris, "https://c.example/cb"],
    });
    expect(split.classification).toBe("widening");
    expect(split.applyNow).toEqual({ scopes: live.scopes, redirectUris: live.redirectUris });
    expect(split.pending).toEqual({
      addedScopes: ["ORG_BOOKING_WRITE"],
      addedRedirectUris: ["https://c.example/cb"],
      removedScopes: [],
      removedRedirectUris: [],
    });
  });

  it("splits a change that removes and adds: removals now, additions wait (mixed)", () => {
    const split = splitClientChange(live, {
      scopes: ["PROFILE_READ", "SCHEDULE_READ"],
      redirectUris: ["https://a.example/cb", "https://c.example/cb"],
    });
    expect(split.classification).toBe("mixed");
    expect(split.applyNow).toEqual({ scopes: ["PROFILE_READ"], redirectUris: ["https://a.example/cb"] });
    expect(split.pending).toEqual({
      addedScopes: ["SCHEDULE_READ"],
      addedRedirectUris: ["https://c.example/cb"],
      removedScopes: [],
      removedRedirectUris: [],
    });
  });

  it("treats editing a redirect URI as removing the old one now and adding the new one for review", () => {
    const split = splitClientChange(live, {
      scopes: live.scopes,
      redirectUris: ["https://a.example/cb", "https://b.example/new"],
    });
    expect(split.applyNow.redirectUris).toEqual(["https://a.example/cb"]);
    expect(split.pending?.addedRedirectUris).toEqual(["https://b.example/new"]);
  });

  it("holds the old side of an edited redirect URI with its replacement when asked, so the app keeps using it", () => {
    const edited = { scopes: live.scopes, redirectUris: ["https://a.example/cb", "https://b.example/new"] };
    const split = splitClientChange(live, edited, { redirectUris: ["https://b.example/cb"] });
    expect(split.classification).toBe("mixed");
    expect(split.applyNow).toEqual(live);
    expect(split.removedNow).toEqual({ scopes: [], redirectUris: [] });
    expect(split.pending).toEqual({
      addedScopes: [],
      addedRedirectUris: ["https://b.example/new"],
      removedScopes: [],
      removedRedirectUris: ["https://b.example/cb"],
    });
    expect(applyChangeDelta(live, split.pending!).redirectUris).toEqual(edited.redirectUris);
  });

  it("applies a removal it was asked to hold at once when nothing is added any more", () => {
    const split = splitClientChange(
      live,
      { scopes: live.scopes, redirectUris: ["https://a.example/cb"] },
      { redirectUris: ["https://b.example/cb"] },
    );
    expect(split).toMatchObject({
      classification: "narrowing",
      pending: null,
      applyNow: { redirectUris: ["https://a.example/cb"] },
    });
  });

  it("never empties a list at once: replacing the only scope or URI holds the removal with the addition", () => {
    const single = { scopes: ["PROFILE_READ"], redirectUris: ["https://a.example/cb"] };
    const split = splitClientChange(single, { scopes: ["BOOKING_READ"], redirectUris: ["https://z.example/cb"] });
    expect(split.classification).toBe("mixed");
    expect(split.applyNow).toEqual(single);
    expect(split.removedNow).toEqual({ scopes: [], redirectUris: [] });
    expect(split.pending).toEqual({
      addedScopes: ["BOOKING_READ"],
      addedRedirectUris: ["https://z.example/cb"],
      removedScopes: ["PROFILE_READ"],
      removedRedirectUris: ["https://a.example/cb"],
    });
    expect(applyChangeDelta(single, split.pending!)).toEqual({
      scopes: ["BOOKING_READ"],
      redirectUris: ["https://z.example/cb"],
    });
  });

  it("leaves a legacy client's empty scope list alone", () => {
    const legacy = { scopes: [], redirectUris: ["https://a.example/cb"] };
    const split = splitClientChange(legacy, {
      scopes: [],
      redirectUris: ["https://a.example/cb", "https://b.example/cb"],
    });
    expect(split.classification).toBe("widening");
    expect(split.applyNow.scopes).toEqual([]);
  });
});

describe("applyChangeDelta and effectiveConfiguration", () => {
  it("adds on top of whatever is live at approval, so a removal made meanwhile is not undone", () => {
    const delta = {
      addedScopes: ["SCHEDULE_READ"],
      addedRedirectUris: ["https://c.example/cb"],
      removedScopes: [],
      removedRedirectUris: [],
    };
    const narrowedMeanwhile = { scopes: ["PROFILE_READ"], redirectUris: ["https://a.example/cb"] };
    expect(applyChangeDelta(narrowedMeanwhile, delta)).toEqual({
      scopes: ["SCHEDULE_READ", "PROFILE_READ"],
      redirectUris: ["https://a.example/cb", "https://c.example/cb"],
    });
  });

  it("gives the owner's working configuration: live plus pending, or live alone", () => {
    const delta = {
      addedScopes: ["EVENT_TYPE_READ"],
      addedRedirectUris: [],
      removedScopes: [],
      removedRedirectUris: [],
    };
    expect(effectiveConfiguration(live, delta).scopes).toEqual(["EVENT_TYPE_READ", "BOOKING_READ", "PROFILE_READ"]);
    expect(effectiveConfiguration(live, null)).toEqual({
      scopes: ["BOOKING_READ", "PROFILE_READ"],
      redirectUris: live.redirectUris,
    });
  });

  it("compares deltas regardless of order", () => {
    const a = { addedScopes: ["A", "B"], addedRedirectUris: [], removedScopes: [], removedRedirectUris: [] };
    expect(sameDelta(a, { ...a, addedScopes: ["B", "A"] })).toBe(true);
    expect(sameDelta(a, { ...a, addedScopes: ["A"] })).toBe(false);
  });
});
