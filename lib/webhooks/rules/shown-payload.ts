// A delivery's payload carries the booking's personal data (the attendee's name and email). The
// app's developer may see it for an attempt that reached their receiver - it answered with an
// HTTP status, so the receiver had it anyway - and never for one that did not (an address refused
// at send time, DNS failing, a refused connection, a timeout): that would show personal data
// where it was never delivered. The API's delivery log carries no payload at all.

/** The request body the portal may show for an attempt, or null when it is withheld. */
export function shownRequestBody(attempt: {
  readonly statusCode: number | null;
  readonly body: string;
}): string | null {
  return attempt.statusCode === null ? null : attempt.body;
}
