// How the portal and the review page speak of DPoP (RFC 9449), the per-client token binding.
export const DPOP_SETTING_WORDS = {
  title: "Token binding (DPoP)",
  explanation:
    "With DPoP, your app signs each request with a key only it holds, so a token copied from a log, a proxy or a leaked store is useless to anyone else. Client libraries such as oauth4webapi and openid-client do it for you.",
  options: {
    optional: "Bearer or DPoP: tokens are bound to a key when the app sends a DPoP proof",
    required: "DPoP required: token requests without a DPoP proof are refused",
  },
  short: { optional: "Bearer or DPoP", required: "DPoP required" },
  save: "Save token binding",
  outcomes: {
    saved: "Token binding saved.",
    sent_for_review:
      "Token binding sent for review: the current setting stays in force until an administrator approves it.",
    withdrawn: "The token binding waiting for review was withdrawn.",
    unchanged: "Nothing changed.",
  },
  pending: (required: boolean) => `Waiting for review: ${required ? "DPoP required" : "Bearer or DPoP"}.`,
  reviewLabel: "Token binding (DPoP)",
} as const;

export const dpopSettingName = (required: boolean) =>
  required ? DPOP_SETTING_WORDS.short.required : DPOP_SETTING_WORDS.short.optional;
