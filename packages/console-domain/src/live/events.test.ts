import { describe, expect, it } from 'vitest';
import { can, PERMISSION_TYPES } from '../index';
import { isLiveEventType, LIVE_EVENT_ACTIONS, LIVE_EVENT_TYPES, livePauseText } from './events';

describe('live event types', () => {
  it.each(LIVE_EVENT_TYPES)('%s is a known type that every role that may view receives', (type) => {
    expect(isLiveEventType(type)).toBe(true);
    for (const role of PERMISSION_TYPES)
      expect(can(role, LIVE_EVENT_ACTIONS[type])).toBe(can(role, 'view'));
  });

  it.each([undefined, 42, '', 'device', 'alarm.raised ', 'users.changed'])(
    'rejects %j',
    (value) => {
      expect(isLiveEventType(value)).toBe(false);
    },
  );
});

describe('livePauseText', () => {
  it('says why and how often pages refresh meanwhile', () => {
    expect(livePauseText('dropped', 10_000)).toBe(
      'The connection to the server was lost. Reconnecting… Pages refresh every 10 s meanwhile.',
    );
    expect(livePauseText('offline', 400)).toBe(
      'This computer is offline. Pages refresh every 1 s meanwhile.',
    );
  });
});
