/**
 * The question after a review (spec 000 section 4): when the review may be the last one, the
 * customer is asked whether it is their final revision request; a yes is asked a second time
 * before the revisions are finalized, so one slip of the finger cannot close the revisions.
 */
export type FinalQuestionStep = 'closed' | 'ask' | 'confirm' | 'finalizing';

export type FinalQuestionEvent =
  | { type: 'reviewed'; askFinal: boolean }
  | { type: 'yes' }
  | { type: 'no' }
  | { type: 'finalized' }
  | { type: 'failed' };

/** What the page should show once a step ends. */
export type FinalQuestionOutcome = 'review-submitted' | 'finalized' | null;

export type FinalQuestionState = { step: FinalQuestionStep; outcome: FinalQuestionOutcome };

export const initialFinalQuestion: FinalQuestionState = { step: 'closed', outcome: null };

export function finalQuestionReducer(state: FinalQuestionState, event: FinalQuestionEvent): FinalQuestionState {
  switch (event.type) {
    case 'reviewed':
      return event.askFinal ? { step: 'ask', outcome: null } : { step: 'closed', outcome: 'review-submitted' };
    case 'yes':
      if (state.step === 'ask') return { step: 'confirm', outcome: null };
      if (state.step === 'confirm') return { step: 'finalizing', outcome: null };
      return state;
    case 'no':
      // Declining at either question leaves the review as a plain revision request.
      if (state.step === 'ask' || state.step === 'confirm') return { step: 'closed', outcome: 'review-submitted' };
      return state;
    case 'finalized':
      return state.step === 'finalizing' ? { step: 'closed', outcome: 'finalized' } : state;
    case 'failed':
      // The review itself was saved; let the customer try the confirmation again.
      return state.step === 'finalizing' ? { step: 'confirm', outcome: null } : state;
  }
}
