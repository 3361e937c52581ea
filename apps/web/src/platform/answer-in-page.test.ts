import { currentUser } from '@portal/domain/auth/calls';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { answerInPage } from './answer-in-page';

const put = (id: string, text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
};
const signedIn = {
  status: true,
  currency: 'usd',
  user: makeUser({ firstName: 'Wendy' }),
  orders: [],
};

describe('an answer the server put in the page', () => {
  afterEach(() => document.getElementById('session-answer')?.remove());

  it('is taken once when asked so: a later lookup finds none and asks the API', () => {
    put('session-answer', JSON.stringify(signedIn));
    expect(answerInPage('session-answer', currentUser.response, { take: true })?.user.firstName).toBe('Wendy');
    expect(document.getElementById('session-answer')).toBeNull();
    expect(answerInPage('session-answer', currentUser.response, { take: true })).toBeNull();
  });

  it('is ignored when it is not what the call answers, and still taken', () => {
    put('session-answer', JSON.stringify({ status: true, user: { firstName: 'No id' } }));
    expect(answerInPage('session-answer', currentUser.response, { take: true })).toBeNull();
    expect(document.getElementById('session-answer')).toBeNull();
  });
});
