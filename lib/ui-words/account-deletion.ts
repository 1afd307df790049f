// Words of deleting one's account.
export const DELETION_WORDS = {
  title: "Delete your account",
  intro:
    "Deleting your account cannot be undone. Every app you allowed loses its access at once, you are signed out everywhere, and your profile, schedules and bookings are deleted. Records of what happened stay, without your name or address.",
  link: "Delete account",
  clientsHeading: "Your OAuth clients",
  noClients: "You own no OAuth clients.",
  clientsCount: (n: number) => (n === 1 ? "You own 1 OAuth client." : `You own ${n} OAuth clients.`),
  deleteClients: "Delete them with my account (apps using them stop working)",
  handOver: "Hand them over to another account",
  handOverEmail: "Email of the account that takes them over",
  handOverHint: "That account must exist and have confirmed its address. Its owner becomes the clients' owner.",
  password: "Current password",
  code: "Two-step sign-in code (or a recovery code)",
  submit: "Delete my account",
  deleted: "Your account is deleted. Thank you for having been with us.",
  errors: {
    wrong_password: "That password is not right.",
    code_required: "Enter a code from your authenticator app (or a recovery code).",
    wrong_code: "That code is not right, or it was used already.",
    handover_target_not_found:
      "No account that can take the clients over uses that address. Check it, or choose to delete the clients.",
    handover_to_self: "Enter another account's address to hand the clients over to.",
    not_found: "Your account was already deleted.",
    too_many_attempts: "Too many attempts. Wait a few minutes, then try again.",
    wait_turn: "Too many attempts. Wait a few minutes, then try again.",
    invalid_input: "Enter your password, and choose what becomes of your clients.",
    internal: "Something went wrong, and nothing was deleted. Try again.",
  },
  back: "Back to your account",
} as const;

export type DeletionError = keyof typeof DELETION_WORDS.errors;
