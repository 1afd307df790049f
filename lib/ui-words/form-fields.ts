// The words beside form fields that the shared form schemas (lib/actions/schemas) show, in the
// browser and in the server action's answer alike.
import { REVIEW_REASON_MAX_LENGTH } from "@/lib/clients/rules/lifecycle";

export const FIELD_WORDS = {
  chooseKind: "Choose the kind of client.",
  missingClientId: "Missing client id.",
  enterRedirectUri: "Enter a redirect URI.",
  confirmScopesSent: "Confirm that your authorization URL already sends these scopes.",
  plainText: "Contains a character that is not allowed.",
  reasonTooLong: `At most ${REVIEW_REASON_MAX_LENGTH} characters`,
  rejectReason: "Give a reason for rejecting. The owner will see it.",
  suspendReason: "Give a reason for suspending. The owner will see it.",
  anyReason: "Give a reason. The owner will see it.",
} as const;

export const atMostCharacters = (max: number) => `At most ${max} characters.`;
