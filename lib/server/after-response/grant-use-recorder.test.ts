import { describe, expect, it } from "vitest";
import { createGrantUseRecorder, type GrantUse } from "./grant-use-recorder";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, seconds));

describe("grants' last use", () => {
  it("stamps a grant once a minute per process, writing the uses noted together", async () => {
    const writes: GrantUse[][] = [];
    const recorder = createGrantUseRecorder(
      async (uses) => void writes.push([...uses]),
      () => {},
      () => {},
    );
    recorder.note("g1", at(0));
    recorder.note("g2", at(1));
    recorder.note("g1", at(30));
    await recorder.flush();
    recorder.note("g1", at(59));
    recorder.note("g1", at(60));
    await recorder.flush();
    expect(writes).toEqual([
      [
        { grantId: "g1", at: at(0) },
        { grantId: "g2", at: at(1) },
      ],
      [{ grantId: "g1", at: at(60) }],
    ]);
  });

  it("forgets the grants of a failed write, so their next use stamps them again", async () => {
    const written: GrantUse[] = [];
    const failed: string[] = [];
    let fail = true;
    const recorder = createGrantUseRecorder(
      async (uses) => {
        if (fail) throw new Error("database away");
        written.push(...uses);
      },
      (_, uses) => failed.push(...uses.map((u) => u.grantId)),
      () => {},
    );
    recorder.note("g1", at(0));
    await recorder.flush();
    fail = false;
    recorder.note("g1", at(5));
    await recorder.flush();
    expect(failed).toEqual(["g1"]);
    expect(written).toEqual([{ grantId: "g1", at: at(5) }]);
  });
});
