import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  UPLOAD_MESSAGES,
  approvalStatus,
  asksFinalRevision,
  canWriterUpload,
  draftSchema,
  draftUploadProblem,
  draftUploadProblems,
  finalUploadProblem,
  finalUploadProblems,
  isDraftReviewed,
  isDraftVisibleToCustomer,
  latestDraft,
  linkedinUploadProblem,
  previousDocumentsProblem,
  reviewValidation,
} from './revisions';

const file = { key: 'k1' };
const noApproval = { approvalFeature: false };
const withApproval = { approvalFeature: true };

describe('isDraftReviewed', () => {
  it('is true after a rating, a review or the reviewed flag', () => {
    expect(isDraftReviewed({ rating: 4 })).toBe(true);
    expect(isDraftReviewed({ review: 'Shorter summary please' })).toBe(true);
    expect(isDraftReviewed({ reviewedByUser: true })).toBe(true);
  });

  it('is false for a fresh draft, a zero rating or a blank review', () => {
    expect(isDraftReviewed({})).toBe(false);
    expect(isDraftReviewed({ rating: 0, review: '   ', reviewedByUser: false })).toBe(false);
    expect(isDraftReviewed({ rating: null, review: null })).toBe(false);
  });
});

describe('approvalStatus', () => {
  it('reads the admin decision', () => {
    expect(approvalStatus({})).toBe('none');
    expect(approvalStatus({ adminApproval: null })).toBe('none');
    expect(approvalStatus({ adminApproval: { pending: true } })).toBe('pending');
    expect(approvalStatus({ adminApproval: { pending: false, approved: true } })).toBe('approved');
    expect(approvalStatus({ adminApproval: { pending: false, approved: false } })).toBe('rejected');
    expect(approvalStatus({ adminApproval: { rejectionReason: 'Typos in the summary' } })).toBe('rejected');
  });

  it('treats an approval record that says nothing as pending', () => {
    expect(approvalStatus({ adminApproval: {} })).toBe('pending');
    expect(approvalStatus({ adminApproval: { rejectionReason: '  ' } })).toBe('pending');
  });
});

describe('isDraftVisibleToCustomer', () => {
  it('shows every draft without the approval feature', () => {
    expect(isDraftVisibleToCustomer({ adminApproval: { pending: true } }, noApproval)).toBe(true);
  });

  it('shows only approved (or pre-feature) drafts with it', () => {
    expect(isDraftVisibleToCustomer({ adminApproval: { approved: true } }, withApproval)).toBe(true);
    expect(isDraftVisibleToCustomer({}, withApproval)).toBe(true);
    expect(isDraftVisibleToCustomer({ adminApproval: { pending: true } }, withApproval)).toBe(false);
    expect(isDraftVisibleToCustomer({ adminApproval: { approved: false } }, withApproval)).toBe(false);
  });
});

describe('latestDraft', () => {
  it('picks the newest by creation time', () => {
    const drafts = [
      { id: 'a', createdAt: '2025-01-02T10:00:00Z' },
      { id: 'b', createdAt: '2025-01-05T10:00:00Z' },
      { id: 'c', createdAt: '2025-01-03T10:00:00Z' },
    ];
    expect(latestDraft(drafts)?.id).toBe('b');
  });

  it('is null without drafts and keeps the first on a tie', () => {
    expect(latestDraft([])).toBeNull();
    const same = '2025-01-02T10:00:00Z';
    expect(latestDraft([{ id: 'a', createdAt: same }, { id: 'b', createdAt: same }])?.id).toBe('a');
  });
});

describe('canWriterUpload', () => {
  it('allows the first draft', () => {
    expect(canWriterUpload(null, noApproval)).toBe(true);
    expect(canWriterUpload(undefined, withApproval)).toBe(true);
  });

  it('without approval, waits for the customer to rate or review', () => {
    expect(canWriterUpload({}, noApproval)).toBe(false);
    expect(canWriterUpload({ rating: 2 }, noApproval)).toBe(true);
    expect(canWriterUpload({ review: 'More keywords' }, noApproval)).toBe(true);
  });

  it('without approval, ignores a leftover approval record', () => {
    expect(canWriterUpload({ rating: 5, adminApproval: { pending: true } }, noApproval)).toBe(true);
  });

  it('with approval, refuses while the admin has not decided, even if reviewed', () => {
    expect(canWriterUpload({ adminApproval: { pending: true } }, withApproval)).toBe(false);
    expect(canWriterUpload({ rating: 5, adminApproval: { pending: true } }, withApproval)).toBe(false);
  });

  it('with approval, allows a new draft after a rejection', () => {
    expect(canWriterUpload({ adminApproval: { approved: false, rejectionReason: 'Wrong name' } }, withApproval)).toBe(true);
  });

  it('with approval, waits for the customer after an approval', () => {
    expect(canWriterUpload({ adminApproval: { approved: true } }, withApproval)).toBe(false);
    expect(canWriterUpload({ reviewedByUser: true, adminApproval: { approved: true } }, withApproval)).toBe(true);
  });
});

describe('reviewValidation', () => {
  it('with rating, needs both a rating and a review', () => {
    expect(REVIEW_MESSAGES.ratingAndReview).toBe('Please rate the document and specify your revision request');
    expect(reviewValidation({ ratingEnabled: true, rating: 4, review: 'Fix dates' })).toBeNull();
    expect(reviewValidation({ ratingEnabled: true, rating: 4, review: '  ' })).toBe(REVIEW_MESSAGES.ratingAndReview);
    expect(reviewValidation({ ratingEnabled: true, rating: 0, review: 'Fix dates' })).toBe(REVIEW_MESSAGES.ratingAndReview);
    expect(reviewValidation({ ratingEnabled: true, review: 'Fix dates' })).toBe(REVIEW_MESSAGES.ratingAndReview);
  });

  it('without rating, needs a non-blank review', () => {
    expect(REVIEW_MESSAGES.review).toBe('Please Write Review');
    expect(reviewValidation({ ratingEnabled: false, review: 'Fix dates' })).toBeNull();
    expect(reviewValidation({ ratingEnabled: false, review: '\n\t ' })).toBe(REVIEW_MESSAGES.review);
    expect(reviewValidation({ ratingEnabled: false, rating: 5 })).toBe(REVIEW_MESSAGES.review);
  });
});

describe('asksFinalRevision', () => {
  it('asks after a rating above 3 only', () => {
    expect(asksFinalRevision({ ratingEnabled: true, rating: 4 })).toBe(true);
    expect(asksFinalRevision({ ratingEnabled: true, rating: 5 })).toBe(true);
    expect(asksFinalRevision({ ratingEnabled: true, rating: 3 })).toBe(false);
    expect(asksFinalRevision({ ratingEnabled: true, rating: 1 })).toBe(false);
    expect(asksFinalRevision({ ratingEnabled: true })).toBe(false);
  });

  it('always asks when rating is switched off', () => {
    expect(asksFinalRevision({ ratingEnabled: false })).toBe(true);
    expect(asksFinalRevision({ ratingEnabled: false, rating: 1 })).toBe(true);
  });
});

describe('upload problems', () => {
  it('requires the draft PDF, then the Word file unless Word is hidden', () => {
    expect(draftUploadProblem({ pdf: null, word: file, hideWord: false })).toBe(UPLOAD_MESSAGES.draftPdf);
    expect(draftUploadProblem({ pdf: file, word: null, hideWord: false })).toBe(UPLOAD_MESSAGES.draftWord);
    expect(draftUploadProblem({ pdf: file, word: null, hideWord: true })).toBeNull();
    expect(draftUploadProblem({ pdf: file, word: file, hideWord: false })).toBeNull();
    expect(UPLOAD_MESSAGES.draftPdf).toBe('Please upload the pdf version of the file');
  });

  it('requires both final files', () => {
    expect(finalUploadProblem({ pdf: undefined, word: undefined, hideWord: false })).toBe('Please upload the pdf version of final document');
    expect(finalUploadProblem({ pdf: file, word: undefined, hideWord: false })).toBe('Please upload the word version of final document');
    expect(finalUploadProblem({ pdf: file, word: file, hideWord: false })).toBeNull();
    // A site that hides Word documents asks for the PDF only.
    expect(finalUploadProblem({ pdf: undefined, word: file, hideWord: true })).toBe('Please upload the pdf version of final document');
    expect(finalUploadProblem({ pdf: file, word: undefined, hideWord: true })).toBeNull();
  });

  it('names every missing version at once, for the form to show each under its file', () => {
    expect(draftUploadProblems({ pdf: null, word: undefined, hideWord: false })).toEqual({ pdf: UPLOAD_MESSAGES.draftPdf, word: UPLOAD_MESSAGES.draftWord });
    expect(draftUploadProblems({ pdf: file, word: null, hideWord: false })).toEqual({ pdf: null, word: UPLOAD_MESSAGES.draftWord });
    expect(draftUploadProblems({ pdf: null, word: null, hideWord: true })).toEqual({ pdf: UPLOAD_MESSAGES.draftPdf, word: null });
    expect(finalUploadProblems({ pdf: null, word: null, hideWord: false })).toEqual({ pdf: UPLOAD_MESSAGES.finalPdf, word: UPLOAD_MESSAGES.finalWord });
    expect(finalUploadProblems({ pdf: file, word: file, hideWord: false })).toEqual({ pdf: null, word: null });
  });

  it('requires the LinkedIn document and at least one previous document', () => {
    expect(linkedinUploadProblem(null)).toBe('Please upload the document');
    expect(linkedinUploadProblem(file)).toBeNull();
    expect(previousDocumentsProblem([])).toBe('Upload at least 1 document');
    expect(previousDocumentsProblem([file])).toBeNull();
  });
});

describe('draftSchema', () => {
  it('parses a draft and refuses a rating above 5', () => {
    const draft = { _id: 'd1', data: { dataPdf: file }, createdAt: '2025-01-01T00:00:00Z' };
    expect(draftSchema.safeParse(draft).success).toBe(true);
    expect(draftSchema.safeParse({ ...draft, rating: 6 }).success).toBe(false);
  });
});
