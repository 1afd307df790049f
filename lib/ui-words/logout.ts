// Words of the sign-out pages of OpenID Connect RP-initiated logout, mapped from the core's codes.
import type { EndSessionErrorReason } from "@/lib/oauth/oidc/end-session";

export const LOGOUT_WORDS = {
  pageTitle: "Sign out",
  confirmTitle: "Sign out?",
  confirmBody: (clientName: string | null) =>
    clientName
      ? `${clientName} asks to sign you out of the platform.`
      : "An application asks to sign you out of the platform.",
  confirmHint: "You will be signed out in this browser. Applications you authorized keep their access.",
  signOut: "Sign out",
  staySignedIn: "Stay signed in",
  signedOutTitle: "You are signed out",
  signedOutBody: "You can close this window, or sign in again.",
  signIn: "Sign in",
  errorTitle: "This sign-out request can't be completed",
  errorHint: "For your safety you were not sent anywhere. You are still signed in; sign out from the menu if you wish.",
  errorCode: "Error:",
} as const;

const ERRORS: Record<EndSessionErrorReason, string> = {
  invalid_request: "The sign-out link is malformed.",
  invalid_id_token_hint: "The sign-out link names a sign-in this platform did not issue.",
  client_mismatch: "The sign-out link names two different applications.",
  unknown_client: "The application named in the sign-out link is not registered.",
  unregistered_post_logout_redirect_uri:
    "The address the application asks to return to after signing out is not registered for it.",
};

export function logoutErrorMessage(reason: EndSessionErrorReason): string {
  return ERRORS[reason];
}
