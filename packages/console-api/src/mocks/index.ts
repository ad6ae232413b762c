export * from './fixtures';
export { createMockState } from './state';
export type { MockState } from './state';
export { createHandlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
