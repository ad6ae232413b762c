import { describe, expect, it } from 'vitest';
import { can, PERMISSION_TYPES } from '../index';
import { isLiveEventType, LIVE_EVENT_ACTIONS, LIVE_EVENT_TYPES } from './events';

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
