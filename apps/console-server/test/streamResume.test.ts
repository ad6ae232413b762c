import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db';
import { EventBus, type BusTransport } from '../src/events/bus';
import { StreamHub } from '../src/events/streams';

// A console that saw an event on instance A and resumes on instance B before B received it: B holds
// the stream until that event arrives, then sends only what followed (no refetch, nothing twice).

/** Two instances on one channel whose delivery to B the test releases by hand (NOTIFY's lag). */
function channel() {
  const listeners: { name: string; deliver: (payload: string) => void; held: string[] }[] = [];
  const hold = new Set<string>();
  const transport = (name: string): BusTransport => ({
    send(payloads) {
      for (const listener of listeners)
        for (const payload of payloads)
          if (hold.has(listener.name)) listener.held.push(payload);
          else listener.deliver(payload);
      return Promise.resolve();
    },
    start(onPayload) {
      listeners.push({ name, deliver: onPayload, held: [] });
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
  });
  return {
    transport,
    hold: (name: string) => hold.add(name),
    release(name: string) {
      hold.delete(name);
      const listener = listeners.find((candidate) => candidate.name === name)!;
      for (const payload of listener.held.splice(0)) listener.deliver(payload);
    },
  };
}

/** Enough of a response for the hub: it records the frames written. */
function response() {
  const emitter = new EventEmitter() as EventEmitter & Record<string, unknown>;
  const frames: string[] = [];
  Object.assign(emitter, {
    writableLength: 0,
    write: (frame: string | Buffer) => frames.push(frame.toString()),
    end: () => emitter.emit('close'),
    destroy: () => emitter.emit('close'),
  });
  return { response: emitter as unknown as ServerResponse, frames };
}

const db = {} as Database;
const now = () => new Date('2026-11-28T12:00:00Z');
const publish = (bus: EventBus, project: number) =>
  bus.publish({ tenant: 'demo', type: 'project.error_status', project, error_status: false });
const projects = (frames: string[]) =>
  frames.flatMap((frame) => {
    const data = /^id: .*\ndata: (.*)\n/.exec(frame)?.[1];
    return data ? [(JSON.parse(data) as { project: number }).project] : [];
  });
const session = {
  tenant: 'demo',
  userId: 1,
  sessionId: 1,
  permissionType: 'company_admin' as const,
};

let hubs: StreamHub[] = [];
afterEach(() => {
  for (const hub of hubs) hub.closeAll();
  hubs = [];
  vi.useRealTimers();
});

async function instances() {
  const wire = channel();
  const a = new EventBus({ transport: wire.transport('a'), now });
  const b = new EventBus({ transport: wire.transport('b'), now });
  await a.start();
  await b.start();
  const hubB = new StreamHub(b, db, now, { resumeWaitMs: 1_000 });
  hubs.push(hubB);
  const seenOnA: string[] = [];
  a.subscribe((message) => {
    if (message.kind === 'event') seenOnA.push(message.event.id);
  });
  return { wire, a, b, hubB, seenOnA };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resuming on another instance', () => {
  it('waits for the id still on its way, then sends only what followed it', async () => {
    const { wire, a, hubB, seenOnA } = await instances();
    wire.hold('b');
    publish(a, 1);
    publish(a, 2);
    await flush();
    const last = seenOnA.at(-1)!;
    const { response: res, frames } = response();
    hubB.open({ ...session, response: res }, last, new Date(now().getTime() + 60_000));
    publish(a, 3);
    await flush();
    wire.release('b');
    await flush();
    expect(projects(frames)).toEqual([3]);
    expect(frames.some((frame) => frame.startsWith('event: refetch'))).toBe(false);
  });

  it('tells the console to refetch when the id never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { a, hubB } = await instances();
    const { response: res, frames } = response();
    hubB.open({ ...session, response: res }, 'abcdef01-9', new Date(now().getTime() + 60_000));
    publish(a, 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames.some((frame) => frame.startsWith('event: refetch'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frames.filter((frame) => frame.startsWith('event: refetch'))).toHaveLength(1);
    publish(a, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(projects(frames)).toEqual([5]);
  });

  it('an id this instance received and dropped is refetched at once', async () => {
    const wire = channel();
    const a = new EventBus({ transport: wire.transport('a'), now, bufferSize: 1 });
    await a.start();
    const hub = new StreamHub(a, db, now, { resumeWaitMs: 60_000 });
    hubs.push(hub);
    const ids: string[] = [];
    a.subscribe((message) => {
      if (message.kind === 'event') ids.push(message.event.id);
    });
    publish(a, 1);
    publish(a, 2);
    await flush();
    const { response: res, frames } = response();
    hub.open({ ...session, response: res }, ids[0], new Date(now().getTime() + 60_000));
    expect(frames.filter((frame) => frame.startsWith('event: refetch'))).toHaveLength(1);
  });
});
