export { LiveUpdatesProvider, useLiveEvent, useLiveInterval, useLiveStatus } from './LiveUpdates';
export type { LiveUpdatesProviderProps } from './LiveUpdates';
export { createLiveStream } from './stream';
export type { LiveStatus, LiveStream, LiveStreamOptions } from './stream';
export { changeLogProject, eventTouchesKey } from './touches';
export { useLiveRead } from './useLiveRead';
export type { LiveReadConfig, LiveReadOptions } from './useLiveRead';
