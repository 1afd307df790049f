// Words every daily chart shares.
export const CHART_WORDS = {
  keys: "Focus a bar to read its day; the left and right arrow keys move between days.",
  dayAxis: "Day (UTC)",
} as const;
