// What an invitation shows its invitee of the team or organization it is to: the name, as plain
// and short text. Whoever may create a team chooses its name, and an invitation puts that name on a
// stranger's account page; so it is shown without the characters that change how text around it
// reads (bidirectional overrides, zero-width and other invisible format characters, controls, line
// breaks), with spacing collapsed, and cut to a length that names a team without telling a story.
/** The most characters of a name an invitation shows (longer names end in an ellipsis). */
export const MAX_INVITATION_NAME_CHARS = 60;

/** Invisible characters that only change how the text around them reads: dropped. */
const FORMAT = /[\p{Cf}\p{Co}\p{Cs}]/gu;
/** Controls and line breaks: a space, so the words they separated stay apart. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** The name as an invitation shows it: plain (see above), at most MAX_INVITATION_NAME_CHARS characters. */
export function invitationName(name: string): string {
  const plain = name.replace(FORMAT, "").replace(BREAKS, " ").trim();
  const chars = Array.from(plain);
  if (chars.length <= MAX_INVITATION_NAME_CHARS) return plain === "" ? "…" : plain;
  return `${chars
    .slice(0, MAX_INVITATION_NAME_CHARS - 1)
    .join("")
    .trimEnd()}…`;
}
