export * from './fixtures';
export * from './notificationFixtures';
export { MOCK_WEBHOOK_SECRET } from './notificationHandlers';
export { createMockState } from './state';
export type { MockState } from './state';
export { createHandlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
