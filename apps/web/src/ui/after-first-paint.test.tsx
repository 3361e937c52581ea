import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('usePainted', () => {
  it('waits for the frame after the first one, so the first is on screen before anything it defers starts', async () => {
    const frames: FrameRequestCallback[] = [];
    const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      render(
        <AfterFirstPaint placeholder={<p>room</p>}>
          <p>chat</p>
        </AfterFirstPaint>,
      );
      const nextFrame = () => act(() => frames.shift()!(performance.now()));
      await nextFrame();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByText('chat')).toBeNull();
      await nextFrame();
      expect(await screen.findByText('chat')).toBeTruthy();
    } finally {
      spy.mockRestore();
    }
  });
});
