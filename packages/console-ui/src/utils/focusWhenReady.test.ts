import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusWhenReady } from './focusWhenReady';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('focusWhenReady', () => {
  it('focuses an element that is already there', () => {
    const button = document.createElement('button');
    document.body.append(button);
    focusWhenReady(() => button);
    expect(button).toHaveFocus();
  });

  it('waits frame by frame for an element that appears later', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    focusWhenReady(() => document.querySelector<HTMLElement>('#late'));
    expect(frames).toHaveLength(1);
    frames.shift()?.(0);
    const late = document.createElement('button');
    late.id = 'late';
    document.body.append(late);
    frames.shift()?.(0);
    expect(late).toHaveFocus();
    expect(frames).toHaveLength(0);
  });

  it('gives up after the given frames', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    focusWhenReady(() => null, { frames: 2 });
    frames.shift()?.(0);
    frames.shift()?.(0);
    expect(frames).toHaveLength(0);
  });
});
