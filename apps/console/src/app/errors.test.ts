import { ApiError, isForbidden } from '@hvac/console-api';
import { MESSAGES } from '@hvac/console-domain';
import { describe, expect, it, vi } from 'vitest';

import { deviceReadErrorMessage, errorMessage, loadErrorMessage, logFailedRead } from './errors';

describe('error messages of the screens (console.md §8, DECISIONS.md error body)', () => {
  it("shows the first field's first message, then detail, then the screen's catalogue message", () => {
    const fields = new ApiError(400, {
      fieldErrors: { new_password1: ['Password must contain at least one number.'] },
      detail: 'ignored',
    });
    expect(errorMessage(fields, MESSAGES.UNEXPECTED_ERROR)).toBe(
      'Password must contain at least one number.',
    );
    expect(errorMessage(new ApiError(400, { detail: 'Invalid token.' }))).toBe('Invalid token.');
    expect(errorMessage(new ApiError(500), MESSAGES.FAILED_TO_JOIN)).toBe(MESSAGES.FAILED_TO_JOIN);
    expect(errorMessage(new Error('boom'))).toBe(MESSAGES.SERVER_ERROR);
  });

  it("shows a device read's failure in the device's words (503, 504), other 5xx as the catalogue's", () => {
    expect(deviceReadErrorMessage(new ApiError(503, { detail: 'No answer within 2 s' }))).toBe(
      'No answer within 2 s',
    );
    const noPoller =
      'The device poller did not answer in time: no instance is polling this device now. Try again shortly.';
    expect(deviceReadErrorMessage(new ApiError(504, { detail: noPoller }))).toBe(noPoller);
    expect(deviceReadErrorMessage(new ApiError(500, { detail: 'TypeError: x is undefined' }))).toBe(
      MESSAGES.SERVER_ERROR,
    );
    expect(deviceReadErrorMessage(new ApiError(503))).toBe(MESSAGES.SERVER_ERROR);
  });

  it('turns a failed read into the catalogue message, or the permission message on a 403', () => {
    expect(loadErrorMessage(undefined, MESSAGES.FAILED_TO_FETCH_USERS)).toBeNull();
    expect(loadErrorMessage(new ApiError(500), MESSAGES.FAILED_TO_FETCH_USERS)).toBe(
      MESSAGES.FAILED_TO_FETCH_USERS,
    );
    expect(loadErrorMessage(new ApiError(0), MESSAGES.FAILED_TO_LOAD_DEVICES)).toBe(
      MESSAGES.FAILED_TO_LOAD_DEVICES,
    );
    const forbidden = new ApiError(403, { detail: 'You do not have permission.' });
    expect(isForbidden(forbidden)).toBe(true);
    expect(loadErrorMessage(forbidden, MESSAGES.FAILED_TO_FETCH_USERS)).toBe(MESSAGES.NOT_ALLOWED);
  });
});

describe('logFailedRead', () => {
  it('reports failures as errors, but not the 404 a screen expects and shows', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logFailedRead(new ApiError(404, { detail: 'Not found.' }), '/projects/999999/');
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Not found: /projects/999999/');
    logFailedRead(new ApiError(500), '/projects/1/');
    expect(error).toHaveBeenCalledTimes(1);
    // The change log's failure in the specification's words (projects.md §8), from SWR's key.
    const failure = new ApiError(500);
    logFailedRead(failure, '$inf$@"http://demo.localhost:8787","changeLog",3,1,');
    expect(error).toHaveBeenLastCalledWith(MESSAGES.ERROR_FETCHING_CHANGE_LOGS, failure);
    logFailedRead(failure, '@"http://demo.localhost:8787","alarmCounts",3,');
    expect(error).toHaveBeenLastCalledWith('Failed to load the alarm counts', failure);
    error.mockRestore();
    info.mockRestore();
  });
});
