import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { TestimonialCarousel } from './testimonial-carousel';

const quotes = [
  { name: 'Priya S.', text: 'Three interviews in a week.' },
  { name: 'Marcus T.', text: 'Exactly why I was not hearing back.', role: 'Sales lead' },
];

describe('TestimonialCarousel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('moves to the next quote every 5 s, unannounced while it moves on its own', async () => {
    renderWithApp(<TestimonialCarousel testimonials={quotes} label="What our customers say" />);
    expect(screen.getByText('“Three interviews in a week.”')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 of 2' }).getAttribute('aria-live')).toBe('off');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('“Exactly why I was not hearing back.”')).toBeTruthy();
    expect(screen.getByText('Marcus T., Sales lead')).toBeTruthy();
  });

  it('stops when paused, and is announced politely from then on', async () => {
    renderWithApp(<TestimonialCarousel testimonials={quotes} label="What our customers say" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the testimonials' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('“Three interviews in a week.”')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 of 2' }).getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Play the testimonials' })).toBeTruthy();
  });

  it('holds still while the keyboard is on it', async () => {
    renderWithApp(<TestimonialCarousel testimonials={quotes} label="What our customers say" />);
    fireEvent.focus(screen.getByRole('button', { name: 'Pause the testimonials' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('“Three interviews in a week.”')).toBeTruthy();
  });

  it('shows nothing without testimonials, and no control for a single one', () => {
    const { container } = renderWithApp(<TestimonialCarousel testimonials={[]} label="x" />);
    expect(container.querySelector('section')).toBeNull();
    renderWithApp(<TestimonialCarousel testimonials={quotes.slice(0, 1)} label="One" />);
    expect(screen.getByText('“Three interviews in a week.”')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
