// Words every server action may answer with, whatever its domain.
export const ACTION_WORDS = {
  fixFields: "Please correct the highlighted fields.",
  somethingWentWrong: "Something went wrong on our side. Nothing was changed; please try again.",
  somethingWentWrongDeciding: "Something went wrong on our side. Nothing was decided; please try again.",
  /** Admin actions do not reveal that they exist to anyone else. */
  notFound: "Not found.",
  /** A form or action sent from another site, or by something that names no origin (403). */
  foreignOrigin: "This request did not come from one of our pages, so nothing was done. Go back and try again.",
} as const;
