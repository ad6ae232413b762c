import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package root', () => {
  it.each([
    'operationModeName',
    'fanSpeedName',
    'isPowerOn',
    'toCelsius',
    'formatFileSize',
    'formatDateTime',
    'fileTypeForExtension',
    'validateNewPassword',
    'validateLoginPassword',
    'changeLogText',
    'batchRealtimeRead',
    'tenantFromHost',
    'parseRecentProject',
    'can',
  ])('exports %s, named in issue 2', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });
});
