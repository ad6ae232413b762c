import { describe, expect, it } from 'vitest';
import {
  changeLogActionLabel,
  changeLogStatusText,
  changeLogText,
  changeLogTone,
  shouldLoadNextChangeLogPage,
} from './changeLog';

const entry = {
  action: 'single-register-write',
  status: 'complete',
  created_at: '2024-03-05T14:07:00Z',
  user: { first_name: 'Ana', last_name: 'Ilić' },
  param_name: 'Set temperature',
  data: [40010, 225],
};

describe('changeLogText (projects.md §2 and §4)', () => {
  it('words a complete register write', () => {
    expect(changeLogText(entry, { timeZone: 'UTC' })).toEqual({
      title: 'register write - complete',
      subtitle: 'March 5, 2024 at 14:07',
      body: 'Ana Ilić sent register write with parameter Set temperature and value 225.',
      statusText: 'It was successful.',
      tone: 'primary',
    });
  });

  it.each([
    ['complete', 'It was successful.', 'primary'],
    ['failed', 'It has failed.', 'negative'],
    ['incomplete', 'In progress.', 'secondary'],
    ['queued', 'Status unknown.', 'none'],
    ['', 'Status unknown.', 'none'],
  ])('status %j reads %s with tone %s', (status, statusText, tone) => {
    expect(changeLogStatusText(status)).toBe(statusText);
    expect(changeLogTone(status)).toBe(tone);
    const text = changeLogText({ ...entry, status });
    expect(text.statusText).toBe(statusText);
    expect(text.tone).toBe(tone);
    expect(text.title).toBe(`register write - ${status}`);
  });

  it.each([
    ['single-register-write', 'register write'],
    ['single-coil-write', 'coil write'],
    ['bulk-write', 'bulk-write'],
  ])('action %s is shown as %s', (action, label) => {
    expect(changeLogActionLabel(action)).toBe(label);
    expect(changeLogText({ ...entry, action }).body).toBe(
      `Ana Ilić sent ${label} with parameter Set temperature and value 225.`,
    );
  });

  it("gives a failed write's reason, and none for other statuses", () => {
    const detail = 'Illegal data value (exception 03)';
    expect(changeLogText({ ...entry, status: 'failed', detail }).reason).toBe(detail);
    expect(changeLogText({ ...entry, status: 'failed', detail: null }).reason).toBeUndefined();
    expect(changeLogText({ ...entry, status: 'complete', detail }).reason).toBeUndefined();
  });

  it('reads a missing date as Invalid date', () => {
    expect(changeLogText({ ...entry, created_at: null }).subtitle).toBe('Invalid date');
  });

  it.each([
    [[1, true], 'true'],
    [[1, '21.5'], '21.5'],
    [[1, { raw: 3 }], '{"raw":3}'],
    [[1], ''],
    [null, ''],
  ])('shows data %j second item as %j', (data, shown) => {
    expect(changeLogText({ ...entry, action: 'single-coil-write', data }).body).toBe(
      `Ana Ilić sent coil write with parameter Set temperature and value ${shown}.`,
    );
  });

  it('names an unknown user and a missing parameter without printing undefined', () => {
    expect(changeLogText({ ...entry, user: null, param_name: null }).body).toBe(
      'Unknown user sent register write with parameter  and value 225.',
    );
    expect(changeLogText({ ...entry, user: { first_name: 'Ana', last_name: null } }).body).toMatch(
      /^Ana sent /,
    );
  });
});

describe('shouldLoadNextChangeLogPage', () => {
  it.each([
    [{ loading: false, hasMore: true }, true],
    [{ loading: true, hasMore: true }, false],
    [{ loading: false, hasMore: false }, false],
  ])('%o → %s', (state, load) => {
    expect(shouldLoadNextChangeLogPage(state)).toBe(load);
  });
});
