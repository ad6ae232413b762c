import { describe, expect, it } from 'vitest';
import { AddressGate } from './addressGate';

describe('AddressGate', () => {
  it('lets `concurrent` through per address, queues the next ones and refuses beyond the line', async () => {
    const gate = new AddressGate(2, 1);
    const first = await gate.enter('a');
    const second = await gate.enter('a');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    let thirdIn = false;
    const third = gate.enter('a').then((leave) => {
      thirdIn = true;
      return leave;
    });
    expect(await gate.enter('a')).toBeUndefined(); // the line of one is full
    expect(await gate.enter('b')).toBeTypeOf('function'); // another address is not held back
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    first?.();
    first?.(); // leaving twice frees one slot only
    const leaveThird = await third;
    expect(thirdIn).toBe(true);
    second?.();
    leaveThird?.();
    expect(await gate.enter('a')).toBeTypeOf('function');
  });
});
