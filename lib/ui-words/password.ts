// Words of the change-password page.
export const PASSWORD_WORDS = {
  title: "Change password",
  intro: "Changing your password signs you out everywhere, on this device too. Sign in again with the new password.",
  current: "Current password",
  next: "New password (at least 10 characters)",
  submit: "Change password",
  failures: {
    invalid_input: "The new password must have 10 to 1024 characters, without control characters.",
    wrong_password: "The current password is not right.",
    same_password: "The new password must differ from the current one.",
  },
} as const;
