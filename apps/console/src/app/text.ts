import { MESSAGES } from '@hvac/console-domain';

import { SIGN_IN_TEXT } from './signInText';

/**
 * Labels of the console's screens (field labels, headings, button texts) in one place. Every message
 * the specification catalogues (toasts, errors, empty states) comes from MESSAGES of
 * @hvac/console-domain; these are the screen texts around them, named by console.md §2 where it
 * names them, so they can move into the domain package without touching the screens.
 */
export const SCREEN_TEXT = {
  // Login, password screens and invites
  ...SIGN_IN_TEXT,
  forgotPasswordTitle: 'Forgot password',
  forgotPasswordHint: 'Enter the e-mail address of your account to receive a reset link.',
  email: 'Email',
  submit: 'Submit',
  backToLogin: 'Back to login',
  resetPasswordTitle: 'Reset password',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat new password',
  changePasswordTitle: 'Change Password',
  oldPassword: 'Old password',
  save: 'Save',
  redeemInviteTitle: 'Join your company',
  invitedAs: 'Invited e-mail',
  company: 'Company',
  firstName: 'First Name',
  lastName: 'Last Name',
  repeatPassword: 'Repeat Password',
  join: 'Join',
  cancel: 'Cancel',

  // Shell
  settings: 'Settings',
  changePassword: 'Change Password',
  profile: 'Profile',
  logout: 'Logout',
  theme: 'Theme',

  // Dashboard
  dashboardTitle: 'Dashboard',
  projectsMap: 'Projects map',

  // Devices
  devicesTitle: 'Devices',
  searchDevices: 'Search devices',
  deviceTitle: 'Device',
  deviceNotFound: 'Device not found',
  userNotFound: 'User not found',
  backToUsers: 'Back to Users',
  backToDevices: 'Back to Devices',
  outdoorSystems: 'Outdoor Systems',
  indoorUnits: 'Indoor Units',
  system: 'System',
  powerStatus: 'Power Status',
  errorStatus: 'Error Status',
  all: 'All',
  unitId: 'Unit ID',
  active: 'Active',
  deviceType: 'Device Type',
  projectName: 'Project Name',
  firmwareVersion: 'Firmware Version',
  name: 'Name',
  operationMode: 'Operation Mode',
  setAndActualTemp: 'Set Temp | Actual Temp',
  action: 'Action',
  latestData: 'Latest device data',
  latestStats: 'Latest stats',
  historicalStats: 'Historical stats',
  historicalData: 'Historical stats',
  rowsPerPage: 'Rows per page',
  updated: 'Updated',
  back: 'Back',
  retry: 'Retry',
  edit: 'Edit',
  state: 'State',
  lastSeen: 'Last Seen',
  lastError: 'Last Error',
  stateFilter: 'State',
  deviceModelsTitle: 'Device Models',
  deviceModelKey: 'Key',
  manufacturer: 'Manufacturer',
  model: 'Model',
  modelType: 'Model Type',
  singleUnit: 'Single Unit',

  // Users
  usersTitle: 'Users',
  userInvitesTitle: 'User Invites',
  searchUsers: 'Search users',
  searchInvites: 'Search invites',
  inviteUser: 'Invite User',
  permissionType: 'Permission Type',
  redeemed: 'Redeemed',
  expired: 'Expired',
  lastSentAt: 'Last Sent At',
  deleteInvite: 'Delete invite',
  confirmDeleteInvite: 'Delete the invite of',
  delete: 'Delete',
  userTitle: 'User',
  removeUser: 'Remove user',
  confirmRemoveUser: 'Remove this user from the company?',
  remove: 'Remove',
  profileTitle: 'Profile',

  notAllowed: MESSAGES.NOT_ALLOWED,
} as const;
