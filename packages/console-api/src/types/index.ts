export type * from './common';
export type * from './auth';
export type * from './users';
export type * from './devices';
export type * from './documents';
export type * from './projects';
export type * from './floors';
export type * from './alarms';
