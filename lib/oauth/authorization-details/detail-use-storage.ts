// The use counters of details with `max_uses` (RFC 9396, our `scheduling` type), per grant and
// detail index, shared by every instance: spending is one conditional write, never read-then-write.
export interface DetailUsePort {
  /**
   * Counts one use of the grant's detail `index` when fewer than `maxUses` are counted, in one
   * atomic write (a conditional UPDATE ... WHERE uses < max, or its first INSERT); false, and
   * nothing written, when they are all spent.
   */
  spendDetailUse(grantId: string, index: number, maxUses: number): Promise<boolean>;
  /** Gives back one counted use (the operation it was spent on did not succeed); never below zero. */
  returnDetailUse(grantId: string, index: number): Promise<void>;
  /** The uses counted per detail index (absent: none yet), for the person's and admin's views. */
  findDetailUses(grantId: string): Promise<ReadonlyMap<number, number>>;
}
