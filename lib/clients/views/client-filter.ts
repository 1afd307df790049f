// The client list's filter: a client matches when its name or client id contains what was typed,
// ignoring case and surrounding spaces; nothing typed matches every client.
export function matchesClientFilter(client: { name: string; clientId: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || client.name.toLowerCase().includes(q) || client.clientId.toLowerCase().includes(q);
}
