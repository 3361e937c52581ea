import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('shows the placeholder in the first paint and its content after it', async () => {
    render(
      <AfterFirstPaint placeholder={<p>room</p>}>
        <p>chat</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('room')).toBeTruthy();
    expect(screen.queryByText('chat')).toBeNull();
    expect(await screen.findByText('chat')).toBeTruthy();
    expect(screen.queryByText('room')).toBeNull();
  });
});
