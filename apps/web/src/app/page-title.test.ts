import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('turns the path into words followed by the company', () => {
    expect(pageTitle('/orders/list', 'Acme Careers')).toBe('Orders List | Acme Careers');
  });

  it('is the company name alone on the root', () => {
    expect(pageTitle('/', 'Acme Careers')).toBe('Acme Careers');
  });

  it('splits dashes and underscores and capitalises each word', () => {
    expect(pageTitle('/forgot-password', 'Acme')).toBe('Forgot Password | Acme');
    expect(pageTitle('/orders/additional_questionnaire/:id/:service', 'Acme')).toBe('Orders Additional Questionnaire | Acme');
  });

  it('leaves route parameters and bare numbers out', () => {
    expect(pageTitle('/orders/view/:id', 'Acme')).toBe('Orders View | Acme');
    expect(pageTitle('/forgot-password-2/:code', 'Acme')).toBe('Forgot Password | Acme');
  });

  it('ignores a query string', () => {
    expect(pageTitle('/dashboard?tab=1', 'Acme')).toBe('Dashboard | Acme');
  });

  it('works without a company name', () => {
    expect(pageTitle('/dashboard', '')).toBe('Dashboard');
  });
});
