import { describe, expect, it } from 'vitest';
import { finalQuestionReducer as reduce, initialFinalQuestion, type FinalQuestionEvent, type FinalQuestionState } from './final-question';

const run = (...events: FinalQuestionEvent[]): FinalQuestionState => events.reduce(reduce, initialFinalQuestion);

describe('the final revision question', () => {
  it('does not ask after a review that cannot be the last (a rating of 3 or lower)', () => {
    expect(run({ type: 'reviewed', askFinal: false })).toEqual({ step: 'closed', outcome: 'review-submitted' });
  });

  it('asks, then asks again, then finalizes', () => {
    expect(run({ type: 'reviewed', askFinal: true }).step).toBe('ask');
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'yes' }).step).toBe('confirm');
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'yes' }, { type: 'yes' }).step).toBe('finalizing');
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'yes' }, { type: 'yes' }, { type: 'finalized' })).toEqual({ step: 'closed', outcome: 'finalized' });
  });

  it('a no at either question keeps the review as a revision request', () => {
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'no' })).toEqual({ step: 'closed', outcome: 'review-submitted' });
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'yes' }, { type: 'no' })).toEqual({ step: 'closed', outcome: 'review-submitted' });
  });

  it('a failed finalization returns to the confirmation', () => {
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'yes' }, { type: 'yes' }, { type: 'failed' }).step).toBe('confirm');
  });

  it('ignores answers when no question is open', () => {
    expect(run({ type: 'yes' })).toEqual(initialFinalQuestion);
    expect(run({ type: 'no' })).toEqual(initialFinalQuestion);
    expect(run({ type: 'finalized' })).toEqual(initialFinalQuestion);
    expect(run({ type: 'reviewed', askFinal: true }, { type: 'finalized' }).step).toBe('ask');
  });
});
