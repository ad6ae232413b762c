import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  alarmsCountLabel,
  invalidFileMessage,
  realtimeLoadFailedMessage,
  rejectedFilesMessage,
  systemTitle,
} from './messages';

const values: string[] = Object.values(MESSAGES);

describe('MESSAGES', () => {
  // console.md §8 and projects.md §8, verbatim, with DECISIONS.md's changes.
  it.each([
    'Server error',
    'An unexpected error occurred',
    'Invalid or no response from server',
    'Successful. Redirecting',
    'Successful. Signing out...',
    'Successfully changed password',
    'Password reset instructions have been sent to your email.',
    'Password has been reset successfully.',
    'Failed to fetch project and devices.',
    'Failed to fetch headers.',
    'No data available for the selected parameters.',
    'Failed to fetch data for the chart.',
    'Failed to fetch documents.',
    'Failed to upload the document.',
    'Failed to update the document.',
    'Failed to delete the document.',
    'Failed to fetch users.',
    'Failed to fetch user invites.',
    'Failed to invite user.',
    'Error loading the invite. Please contact your admin.',
    'Error redeeming the invite. Please contact your admin.',
    'Failed to join. Please try again.',
    'Invalid or expired invite. Please contact the inviter.',
    'Failed to load devices.',
    'Failed to load real-time parameters for indoor unit.',
    'Document uploaded successfully.',
    'Document updated successfully.',
    'Document deleted successfully.',
    'User invited successfully.',
    'User invite deleted successfully.',
    'Successfully joined the platform!',
    'Real-time parameters loaded successfully.',
    'Real-time parameters loaded for indoor unit.',
    'Error creating project.',
    'Error creating floor',
    'Error adding floor.',
    'Error reordering floors',
    'Error deleting floor',
    'Error updating device map',
    'Error fetching project change logs',
    'Failed to fetch alarm configurations.',
    'Failed to fetch the alarm configuration.',
    'Failed to create alarm configuration.',
    'Failed to update alarm configuration.',
    'Failed to delete alarm configuration.',
    'Failed to fetch alarm entries.',
    'Failed to fetch the alarm entry.',
    'Failed to create alarm entry.',
    'Failed to update alarm entry.',
    'Failed to delete alarm entry.',
    'Failed to fetch devices and configurations.',
    'Failed to load parameters for the selected device.',
    'Failed to add alarm configuration.',
    'Project created successfully.',
    'Floor added successfully.',
    'Alarm configuration created successfully.',
    'Alarm configuration updated successfully.',
    'Alarm configuration deleted successfully.',
    'Alarm entry created successfully.',
    'Alarm entry updated successfully.',
    'Alarm entry deleted successfully.',
    'Alarm configuration added successfully.',
    'No alerts',
    'No recent projects available',
    'No documents found',
    'No entries yet.',
    'Loading more entries...',
    'No Item Selected',
    'Change Log Entries',
    'Unresolved',
    'Max file size is 30 MB',
  ])('holds %j', (message) => {
    expect(values).toContain(message);
  });

  it.each([
    'Error creating project',
    'Successfully deleted the document.',
    'Max file size is 10MB',
  ])('drops %j as DECISIONS.md says', (message) => {
    expect(values).not.toContain(message);
  });

  it('has no duplicate texts under two keys', () => {
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('message templates', () => {
  it.each([
    [new Error('Timeout'), 'Failed to load real-time parameters. Timeout'],
    ['HTTP 500', 'Failed to load real-time parameters. HTTP 500'],
    [404, 'Failed to load real-time parameters. 404'],
    [{ detail: 'x' }, 'Failed to load real-time parameters. {"detail":"x"}'],
    [undefined, 'Failed to load real-time parameters.'],
  ])('realtimeLoadFailedMessage(%j)', (error, text) => {
    expect(realtimeLoadFailedMessage(error)).toBe(text);
  });

  it('builds the other templates', () => {
    expect(rejectedFilesMessage(['a.exe', 'b.zip'])).toBe('Rejected files: a.exe, b.zip');
    expect(invalidFileMessage('a.exe', 'Unsupported.')).toBe(
      'a.exe is not a valid file. Unsupported.',
    );
    expect(systemTitle(2)).toBe('System 2');
  });

  it.each([
    [12, '12 alarms'],
    [0, '0 alarms'],
    [undefined, '0 alarms'],
    [null, '0 alarms'],
    [Number.NaN, '0 alarms'],
  ])('alarmsCountLabel(%s) → %s', (count, label) => {
    expect(alarmsCountLabel(count)).toBe(label);
  });
});
