// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrder } from './latestValidation';

/**
 * Random interleavings of checks being asked for and finishing (or failing), in any order. The form's stand-in
 * stores each answer as it arrives, as Formik does.
 */
type Step = { kind: 'ask' } | { kind: 'finish'; pick: number; fail: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'ask' as const }),
  fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), fail: fc.boolean() }),
);

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('checkOrder', () => {
  it('whatever order checks finish in, stored errors only move forward and end on the newest values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const pending: { values: number; settle: (fail: boolean) => void }[] = [];
        const order = checkOrder<string>();
        const validate = (values: number) =>
          order(
            new Promise<string>((resolve, reject) => {
              pending.push({ values, settle: (fail) => (fail ? reject(new Error(`check ${values} failed`)) : resolve(`errors of ${values}`)) });
            }),
          );
        const stored: { answer: number; askedSoFar: number }[] = [];
        let asked = 0;
        const answers: Promise<void>[] = [];
        const ask = () => {
          asked += 1;
          const values = asked;
          answers.push(
            validate(values).then(
              (errors) => void stored.push({ answer: Number(errors.split(' ').pop()), askedSoFar: asked }),
              (error: Error) => void stored.push({ answer: Number(error.message.split(' ')[1]), askedSoFar: asked }),
            ),
          );
        };
        for (const next of steps) {
          if (next.kind === 'ask') ask();
          else if (pending.length > 0) pending.splice(next.pick % pending.length, 1)[0]!.settle(next.fail);
          await flush();
        }
        // Then whatever is left finishes, newest first (the order that would let a stale answer land last).
        while (pending.length > 0) {
          pending.pop()!.settle(false);
          await flush();
        }
        await Promise.all(answers);

        expect(stored).toHaveLength(asked);
        // Each answer is the newest check asked about by the time it arrived...
        for (const { answer, askedSoFar } of stored) expect(answer).toBe(askedSoFar);
        // ...so the answers never go back, and the last one is the newest values'.
        for (let i = 1; i < stored.length; i += 1) expect(stored[i]!.answer).toBeGreaterThanOrEqual(stored[i - 1]!.answer);
        if (asked > 0) expect(stored.at(-1)!.answer).toBe(asked);
      }),
      { numRuns: 150 },
    );
  });

  it("passes on the newest check's failure, not an older one's answer", async () => {
    let failNewest: (error: Error) => void = () => {};
    let answerOldest: (errors: string) => void = () => {};
    const order = checkOrder<string>();
    const validate = (values: number) =>
      order(
        new Promise<string>((resolve, reject) => {
          if (values === 1) answerOldest = resolve;
          else failNewest = reject;
        }),
      );
    const oldest = validate(1);
    const newest = validate(2);
    answerOldest('errors of 1');
    failNewest(new Error('schema did not load'));
    await expect(oldest).rejects.toThrow('schema did not load');
    await expect(newest).rejects.toThrow('schema did not load');
  });
});
