import { MESSAGES } from '@hvac/console-domain';
import type { DeviceStateBadgeLabels } from '../DeviceStateBadge/labels';
import { DEFAULT_DEVICE_STATE_BADGE_LABELS } from '../DeviceStateBadge/labels';

/** The texts of ProjectInfoCards: the defaults, and what a product may replace through `labels`. */
export interface ProjectInfoCardsLabels extends DeviceStateBadgeLabels {
  notAvailable: string;
  info: string;
  projectName: string;
  investor: string;
  address: string;
  contact: string;
  contactName: string;
  contactNumber: string;
  contactEmail: string;
  devices: string;
  deviceCount: string;
  deviceTypes: string;
  deviceList: string;
  /** The devices' states in words ('1 online, 0 offline'). */
  state: string;
}

export const DEFAULT_PROJECT_INFO_CARDS_LABELS: ProjectInfoCardsLabels = {
  ...DEFAULT_DEVICE_STATE_BADGE_LABELS,
  notAvailable: MESSAGES.NOT_AVAILABLE,
  info: 'Info',
  projectName: 'Name',
  investor: 'Investor',
  address: 'Address',
  contact: 'Contact',
  contactName: 'Contact Name',
  contactNumber: 'Contact Number',
  contactEmail: 'Email',
  devices: 'Devices',
  deviceCount: 'Count',
  deviceTypes: 'Device Types',
  deviceList: 'Devices of the project',
  state: 'State',
};
