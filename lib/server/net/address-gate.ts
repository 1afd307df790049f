// How many outbound requests of one kind may be open to one address at once. A request past the
// cap is refused at once instead of waiting: whoever names many slow documents on one server holds
// at most that many of our connections (and requests) on it, whatever number of URLs they use.
export interface AddressGate {
  /** A ticket to release when the request is over, or null when `address` has its cap open already. */
  enter(address: string): (() => void) | null;
}

export function createAddressGate(maxPerAddress: number): AddressGate {
  // Only addresses with a request open are kept, so the map is no larger than what is open.
  const open = new Map<string, number>();
  return {
    enter(address) {
      const key = address.toLowerCase();
      const count = open.get(key) ?? 0;
      if (count >= maxPerAddress) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}
