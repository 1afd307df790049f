// Times as every page shows them: server and browser render the same string (no locale or
// time-zone differences, so no hydration mismatch).
export function formatDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
