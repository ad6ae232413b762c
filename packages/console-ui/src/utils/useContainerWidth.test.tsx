import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContainerWidth } from './useContainerWidth';

/** A ResizeObserver the test drives: `resize(width)` reports a new content width. */
function installResizeObserver() {
  const observers: { callback: ResizeObserverCallback; element?: Element }[] = [];
  class FakeResizeObserver {
    private readonly entry: { callback: ResizeObserverCallback; element?: Element };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
    unobserve() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    count: () => observers.length,
    resize: (width: number) =>
      act(() => {
        for (const { callback, element } of [...observers]) {
          callback(
            [{ target: element, contentRect: { width } } as unknown as ResizeObserverEntry],
            {} as ResizeObserver,
          );
        }
      }),
  };
}

function Measured({ watch = true }: { watch?: boolean }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const width = useContainerWidth(watch ? element : null);
  return <div ref={setElement}>{width === undefined ? 'unknown' : `${width} px`}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useContainerWidth', () => {
  it('measures the element before paint, then follows its resizes', () => {
    const observer = installResizeObserver();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 480,
    } as DOMRect);
    render(<Measured />);
    expect(screen.getByText('480 px')).toBeInTheDocument();
    observer.resize(300);
    expect(screen.getByText('300 px')).toBeInTheDocument();
  });

  it('keeps the last width when the element is not laid out (width 0)', () => {
    const observer = installResizeObserver();
    render(<Measured />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
    observer.resize(320);
    observer.resize(0);
    expect(screen.getByText('320 px')).toBeInTheDocument();
  });

  it('watches nothing without an element, and stops watching when it goes', () => {
    const observer = installResizeObserver();
    const view = render(<Measured watch={false} />);
    expect(observer.count()).toBe(0);
    view.rerender(<Measured />);
    expect(observer.count()).toBe(1);
    view.unmount();
    expect(observer.count()).toBe(0);
  });
});
