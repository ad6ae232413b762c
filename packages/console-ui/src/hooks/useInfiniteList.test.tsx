import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseInfiniteListOptions } from './useInfiniteList';
import { useInfiniteList } from './useInfiniteList';

/** Whether the sentinel is in view; the fake observers report it as a real one would. */
let inView = false;

/**
 * A controllable IntersectionObserver: tests say when the sentinel enters or leaves the view, and
 * like a real one it reports the current state of every element it starts observing.
 */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
    this.callback(
      [{ isIntersecting: inView, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

function setVisible(isIntersecting: boolean) {
  inView = isIntersecting;
  const observer = FakeObserver.instances.filter((instance) => !instance.disconnected).at(-1);
  if (!observer) throw new Error('no live observer');
  act(() => {
    observer.callback(
      [...observer.elements].map(
        (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
      ),
      observer as unknown as IntersectionObserver,
    );
  });
}

function List(props: Omit<UseInfiniteListOptions, 'itemCount'> & { items: number }) {
  const { sentinelRef } = useInfiniteList({ ...props, itemCount: props.items });
  return <div ref={sentinelRef} data-testid="sentinel" />;
}

/** Answers the pending page of the mounted PagedList. */
let resolvePage = () => {};

/** A list that pages through `pages` pages of `size` items with a request the test resolves. */
function PagedList({
  pages,
  size,
  onRequest,
}: {
  pages: number;
  size: number;
  onRequest: () => void;
}) {
  const [loaded, setLoaded] = useState(1);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    resolvePage = () => {
      setLoading(false);
      setLoaded((count) => count + 1);
    };
  }, []);
  return (
    <List
      items={loaded * size}
      loading={loading}
      hasMore={loaded < pages}
      onLoadMore={() => {
        onRequest();
        setLoading(true);
      }}
    />
  );
}

beforeEach(() => {
  inView = false;
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInfiniteList', () => {
  it('requests the next page when the sentinel comes into view', () => {
    const onLoadMore = vi.fn();
    render(<List items={20} loading={false} hasMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    setVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('never requests while a page is loading, nor twice before the page arrives', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<List items={20} loading hasMore onLoadMore={onLoadMore} />);
    setVisible(true);
    expect(onLoadMore).not.toHaveBeenCalled();

    rerender(<List items={20} loading={false} hasMore onLoadMore={onLoadMore} />);
    // Still in view when loading ended: one request, and no second one on the next notifications.
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    setVisible(true);
    setVisible(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops once no more pages exist', () => {
    const onLoadMore = vi.fn();
    render(<List items={20} loading={false} hasMore={false} onLoadMore={onLoadMore} />);
    setVisible(true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does nothing while disabled (a failed page)', () => {
    const onLoadMore = vi.fn();
    render(<List items={20} loading={false} hasMore disabled onLoadMore={onLoadMore} />);
    setVisible(true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('pages one at a time while the sentinel stays in view, until the last page', () => {
    const onRequest = vi.fn();
    render(<PagedList pages={3} size={20} onRequest={onRequest} />);
    setVisible(true);
    expect(onRequest).toHaveBeenCalledTimes(1);
    setVisible(true);
    expect(onRequest).toHaveBeenCalledTimes(1);

    act(() => resolvePage());
    // Page 2 arrived with the sentinel still visible: page 3 is requested, once.
    expect(onRequest).toHaveBeenCalledTimes(2);
    act(() => resolvePage());
    // Page 3 was the last one.
    setVisible(true);
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('waits for the sentinel to come back into view after a page arrives off screen', () => {
    const onRequest = vi.fn();
    render(<PagedList pages={5} size={20} onRequest={onRequest} />);
    setVisible(true);
    setVisible(false);
    act(() => resolvePage());
    expect(onRequest).toHaveBeenCalledTimes(1);
    setVisible(true);
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('does not act on a stale notification from before the page arrived', () => {
    const onRequest = vi.fn();
    render(<PagedList pages={5} size={20} onRequest={onRequest} />);
    setVisible(true);
    expect(onRequest).toHaveBeenCalledTimes(1);
    // The page pushes the end out of view; the observer has not said so yet.
    inView = false;
    act(() => resolvePage());
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('observes with the given root margin and disconnects on unmount', () => {
    const { unmount } = render(
      <List items={0} loading={false} hasMore onLoadMore={vi.fn()} rootMargin="0px 0px 50px 0px" />,
    );
    const observer = FakeObserver.instances.at(-1);
    expect(observer?.options?.rootMargin).toBe('0px 0px 50px 0px');
    unmount();
    expect(observer?.disconnected).toBe(true);
  });
});
