import { describe, expect, it } from 'vitest';
import { canUploadIn, uploadState } from './upload-state';

const base = { finalized: false, canUpload: true, approvalFeature: false };

describe('uploadState', () => {
  it('names the turn without the approval feature', () => {
    expect(uploadState([], base)).toBe('first');
    expect(uploadState([{ adminApproval: null }], { ...base, canUpload: false })).toBe('awaiting-customer');
    expect(uploadState([{ adminApproval: null }], base)).toBe('ready');
    expect(uploadState([{ adminApproval: null }], { ...base, finalized: true, canUpload: false })).toBe('finalized');
  });

  it('names the admin’s decision with the approval feature', () => {
    const on = { ...base, approvalFeature: true };
    expect(uploadState([{ adminApproval: { pending: true } }], { ...on, canUpload: false })).toBe('awaiting-approval');
    expect(uploadState([{ adminApproval: { approved: false, rejectionReason: 'Typos' } }], on)).toBe('rejected');
    expect(uploadState([{ adminApproval: { approved: true } }], { ...on, canUpload: false })).toBe('awaiting-customer');
    expect(uploadState([{ adminApproval: { approved: true } }], on)).toBe('ready');
  });

  it('ignores approval records when the feature is off', () => {
    expect(uploadState([{ adminApproval: { pending: true } }], { ...base, canUpload: false })).toBe('awaiting-customer');
  });

  it('allows the form only on the writer’s turn', () => {
    expect(['first', 'ready', 'rejected'].every((s) => canUploadIn(s as never))).toBe(true);
    expect(['finalized', 'awaiting-approval', 'awaiting-customer'].some((s) => canUploadIn(s as never))).toBe(false);
  });
});
