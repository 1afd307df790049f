// Whether a new app's name could pass for an approved app's on a consent screen: the same
// "skeleton" once look-alike characters are folded together (Cyrillic "а" for "a", "rn" for "m",
// "0" for "o"), or a skeleton a typo or two away. Folding is deliberately small and lossy: it only
// decides what a reviewer is asked to compare, never what is allowed.

/** Characters (and pairs) that read as another on screen; the value is what they fold to. */
const CONFUSABLES: ReadonlyArray<readonly [string, string]> = [
  ["rn", "m"],
  ["vv", "w"],
  ["cl", "d"],
  ["0", "o"],
  ["1", "l"],
  ["i", "l"],
  ["|", "l"],
  ["!", "l"],
  ["3", "e"],
  ["5", "s"],
  ["$", "s"],
  ["@", "a"],
  // Cyrillic
  ["а", "a"],
  ["в", "b"],
  ["е", "e"],
  ["ё", "e"],
  ["к", "k"],
  ["м", "m"],
  ["н", "h"],
  ["о", "o"],
  ["р", "p"],
  ["с", "c"],
  ["т", "t"],
  ["у", "y"],
  ["х", "x"],
  ["і", "l"],
  ["ї", "l"],
  ["ј", "j"],
  ["ѕ", "s"],
  ["ԁ", "d"],
  ["ɡ", "g"],
  ["ӏ", "l"],
  // Greek
  ["α", "a"],
  ["β", "b"],
  ["ε", "e"],
  ["η", "n"],
  ["ι", "l"],
  ["κ", "k"],
  ["ν", "v"],
  ["ο", "o"],
  ["ρ", "p"],
  ["τ", "t"],
  ["υ", "u"],
  ["χ", "x"],
];

const MAX_COMPARED_LENGTH = 80;

/** The name as it looks: case, accents, spacing and punctuation dropped, look-alikes folded. */
export function nameSkeleton(name: string): string {
  let s = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .slice(0, MAX_COMPARED_LENGTH * 2);
  for (const [from, to] of CONFUSABLES) s = s.split(from).join(to);
  return s.replace(/[^\p{L}\p{N}]/gu, "").slice(0, MAX_COMPARED_LENGTH);
}

/** Levenshtein distance, stopping early once it exceeds `max` (returns max + 1 then). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Short names collide by chance: one edit for up to 8 characters, two beyond. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length <= 8 ? 1 : 2;
}

export type NameMatch = {
  /** The approved app's name as it is shown. */
  readonly similarTo: string;
  /** `same`: identical apart from case and spacing; `confusable`: identical once look-alikes fold. */
  readonly match: "same" | "confusable" | "edit_distance";
  readonly distance: number;
};

function plain(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Approved names the candidate could be mistaken for, closest first (at most `limit`). */
export function lookAlikeNames(candidate: string, approved: readonly string[], limit = 3): NameMatch[] {
  const skeleton = nameSkeleton(candidate);
  if (skeleton === "") return [];
  const found: NameMatch[] = [];
  for (const name of new Set(approved)) {
    const other = nameSkeleton(name);
    if (other === "") continue;
    if (other === skeleton) {
      found.push({ similarTo: name, match: plain(name) === plain(candidate) ? "same" : "confusable", distance: 0 });
      continue;
    }
    const max = allowedEdits(Math.min(skeleton.length, other.length));
    if (max === 0) continue;
    const distance = editDistance(skeleton, other, max);
    if (distance <= max) found.push({ similarTo: name, match: "edit_distance", distance });
  }
  return found.sort((x, y) => x.distance - y.distance).slice(0, limit);
}
