// Words every server action may answer with, whatever its domain.
export const ACTION_WORDS = {
  fixFields: "Please correct the highlighted fields.",
  somethingWentWrong: "Something went wrong on our side. Nothing was changed; please try again.",
  somethingWentWrongDeciding: "Something went wrong on our side. Nothing was decided; please try again.",
  /** Admin actions do not reveal that they exist to anyone else. */
  notFound: "Not found.",
} as const;
