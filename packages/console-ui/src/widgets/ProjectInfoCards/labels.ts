import { MESSAGES } from '@hvac/console-domain';

/** The texts of ProjectInfoCards: the defaults, and what a product may replace through `labels`. */
export interface ProjectInfoCardsLabels {
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
}

export const DEFAULT_PROJECT_INFO_CARDS_LABELS: ProjectInfoCardsLabels = {
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
};
