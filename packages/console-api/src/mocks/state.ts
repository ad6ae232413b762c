import type {
  AlarmConfiguration,
  AlarmEntry,
  ChangeLogEntry,
  ConsoleDocument,
  CurrentUser,
  DeviceListItem,
  DeviceModelSummary,
  DeviceSlim,
  Floor,
  Invite,
  NotificationDelivery,
  NotificationRule,
  ProjectDetail,
  User,
} from '../types';
import {
  makeAlarmConfigurations,
  makeAlarmEntries,
  makeChangeLog,
  makeCurrentUser,
  makeDeviceListItems,
  makeDeviceModels,
  makeDeviceSlim,
  makeDocuments,
  makeFloors,
  makeInvites,
  makeProjects,
  makeSingleUnitSlim,
  makeUsers,
} from './fixtures';
import { makeNotificationDeliveries, makeNotificationRules } from './notificationFixtures';

/** The mutable world the MSW handlers serve; each createMockState() starts from the fixtures. */
export interface MockState {
  currentUser: CurrentUser;
  users: User[];
  invites: Invite[];
  projects: ProjectDetail[];
  devices: DeviceListItem[];
  /** GET /device-models/ */
  deviceModels: DeviceModelSummary[];
  documents: ConsoleDocument[];
  floors: Floor[];
  alarmConfigurations: AlarmConfiguration[];
  alarmEntries: AlarmEntry[];
  /** Change-log entries of project 1, newest first. */
  changeLog: ChangeLogEntry[];
  /** Devices whose graph has no stored points: their graph answers an empty list. */
  devicesWithoutHistory: number[];
  /** Time ranges (days) whose graph answers 500: a failure after an earlier answer. */
  failingGraphRanges: number[];
  /** Project ids, most recently visited first. */
  recentProjectIds: number[];
  notificationRules: NotificationRule[];
  /** The delivery log, newest first. */
  notificationDeliveries: NotificationDelivery[];
  /** GET /devices/project/{id}/units/ by project id: the devices with their units' live values. */
  projectUnits: Record<number, DeviceSlim[]>;
  /** The next id handed out by any create. */
  nextId: number;
}

export function createMockState(overrides: Partial<MockState> = {}): MockState {
  return {
    currentUser: makeCurrentUser(),
    users: makeUsers(),
    invites: makeInvites(),
    projects: makeProjects(),
    devices: makeDeviceListItems(),
    deviceModels: makeDeviceModels(),
    documents: makeDocuments(1),
    floors: makeFloors(1),
    alarmConfigurations: makeAlarmConfigurations(),
    alarmEntries: makeAlarmEntries(),
    changeLog: makeChangeLog(),
    devicesWithoutHistory: [],
    failingGraphRanges: [],
    recentProjectIds: [1, 2, 3],
    notificationRules: makeNotificationRules(),
    notificationDeliveries: makeNotificationDeliveries(),
    projectUnits: { 1: [makeDeviceSlim()], 2: [makeSingleUnitSlim()] },
    nextId: 100,
    ...overrides,
  };
}
