import { MAX_UPLOAD_BYTES } from '../constants/limits';

/**
 * Every fixed user-facing string of both specifications (error catalogues, success toasts and
 * screen texts) with the changes of DECISIONS.md applied. The app and the UI never write one inline.
 * Grouped by one flat object so a search for the visible text finds its key.
 */
export const MESSAGES = {
  // Generic
  SERVER_ERROR: 'Server error',
  UNEXPECTED_ERROR: 'An unexpected error occurred',
  INVALID_LOGIN_RESPONSE: 'Invalid or no response from server',
  LOGIN_ERROR_LOG: 'Login error',
  ALL_FIELDS_REQUIRED: 'All fields are required.',
  ALARM_DEVICE_REQUIRED: 'Choose a device.',
  ALARM_PARAMETER_REQUIRED: 'Choose a parameter of the device.',
  ALARM_TYPE_REQUIRED: 'Choose an alarm type.',
  ALARM_THRESHOLD_REQUIRED: 'Enter a threshold value (a number).',
  ALARM_TYPE_BOOLEAN_ONLY: 'This parameter is on or off: its alarm type is Boolean.',
  ALARM_TYPE_NOT_BOOLEAN: 'This parameter is compared with a threshold: Boolean does not fit it.',
  NO_DEVICES_FOR_ALARMS:
    'This project has no devices yet, so there is no parameter to watch. Add a device to the project first, then add its alarm configurations.',
  NOT_AVAILABLE: '—',

  // Session
  LOGIN_SUCCESS: 'Successful. Redirecting',
  LOGOUT_SUCCESS: 'Successful. Signing out...',
  INSERT_PASSWORD: 'Insert a password',
  USERNAME_REQUIRED: 'Username is required',

  // Passwords
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters long.',
  PASSWORD_NEEDS_CAPITAL: 'Password must contain at least one capital letter.',
  PASSWORD_NEEDS_SPECIAL: 'Password must contain at least one special character.',
  PASSWORD_NEEDS_NUMBER: 'Password must contain at least one number.',
  PASSWORDS_DO_NOT_MATCH: 'New passwords do not match.',
  PASSWORD_CHANGED: 'Successfully changed password',
  PASSWORD_RESET_SENT: 'Password reset instructions have been sent to your email.',
  PASSWORD_RESET_DONE: 'Password has been reset successfully.',

  // Dashboard
  NO_ALERTS: 'No alerts',
  NO_RECENT_PROJECTS: 'No recent projects available',
  LAST_7_DAYS: 'Last 7 days',
  LAST_30_DAYS: 'Last 30 days',
  LAST_90_DAYS: 'Last 90 days',
  VIEW_PROJECT: 'View Project',

  // Devices
  FAILED_TO_LOAD_DEVICES: 'Failed to load devices.',
  FAILED_TO_LOAD_REALTIME_INDOOR: 'Failed to load real-time parameters for indoor unit.',
  REALTIME_LOADED: 'Real-time parameters loaded successfully.',
  REALTIME_LOADED_INDOOR: 'Real-time parameters loaded for indoor unit.',
  SINGLE_UNIT_TITLE: 'Single Unit',
  NO_DEVICES: 'No Devices',

  // Users and invites
  FAILED_TO_FETCH_USERS: 'Failed to fetch users.',
  FAILED_TO_FETCH_INVITES: 'Failed to fetch user invites.',
  FAILED_TO_INVITE_USER: 'Failed to invite user.',
  USER_INVITED: 'User invited successfully.',
  INVITE_DELETED: 'User invite deleted successfully.',
  EMAIL_REQUIRED: 'Email is required',
  PERMISSION_TYPE_REQUIRED: 'Permission type is required',
  FIRST_NAME_REQUIRED: 'First Name is required',
  LAST_NAME_REQUIRED: 'Last Name is required',
  PASSWORD_REQUIRED: 'Password is required',
  ERROR_LOADING_INVITE: 'Error loading the invite. Please contact your admin.',
  ERROR_REDEEMING_INVITE: 'Error redeeming the invite. Please contact your admin.',
  FAILED_TO_JOIN: 'Failed to join. Please try again.',
  INVALID_OR_EXPIRED_INVITE: 'Invalid or expired invite. Please contact the inviter.',
  JOINED: 'Successfully joined the platform!',
  USER_UPDATED: 'User updated successfully.',
  USER_REMOVED: 'User removed successfully.',
  FAILED_TO_UPDATE_USER: 'Failed to update user.',
  FAILED_TO_REMOVE_USER: 'Failed to remove user.',
  /** The Settings menu's entry of the notifications page (kept here: the shell loads MESSAGES anyway). */
  NOTIFICATIONS_MENU: 'Notifications',
  PROFILE_UPDATED: 'Profile updated successfully.',
  FAILED_TO_UPDATE_PROFILE: 'Failed to update profile.',
  YES: 'Yes',
  NO: 'No',

  // Documents
  NO_DOCUMENTS: 'No documents found',
  FAILED_TO_FETCH_DOCUMENTS: 'Failed to fetch documents.',
  FAILED_TO_UPLOAD_DOCUMENT: 'Failed to upload the document.',
  FAILED_TO_UPDATE_DOCUMENT: 'Failed to update the document.',
  FAILED_TO_DELETE_DOCUMENT: 'Failed to delete the document.',
  DOCUMENT_UPLOADED: 'Document uploaded successfully.',
  DOCUMENT_UPDATED: 'Document updated successfully.',
  DOCUMENT_DELETED: 'Document deleted successfully.',
  FILL_ALL_UPLOAD_FIELDS: 'Please fill out all fields before uploading.',
  UNSUPPORTED_FILE_TYPE: 'Unsupported file type. Please upload a valid document.',
  UNSUPPORTED_IMAGE_TYPE: 'Unsupported file type. Please upload a .jpeg, .jpg or .png image.',
  MAX_FILE_SIZE: `Max file size is ${MAX_UPLOAD_BYTES / 1_000_000} MB`,

  // Projects
  PROJECT_CREATED: 'Project created successfully.',
  ERROR_CREATING_PROJECT: 'Error creating project.',
  PROJECT_NAME_REQUIRED: 'Project name is required.',
  NAME_REQUIRED: 'Name is required',
  CITY_REQUIRED: 'City is required',
  STREET_REQUIRED: 'Street is required',
  ZIP_CODE_REQUIRED: 'Zip Code is required',
  COUNTRY_REQUIRED: 'Country is required',
  FAILED_TO_FETCH_PROJECT_AND_DEVICES: 'Failed to fetch project and devices.',
  FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS: 'Failed to fetch devices and configurations.',
  NO_ERRORS: 'No Errors',
  ERRORS: 'Errors',

  // Floors
  FLOOR_ADDED: 'Floor added successfully.',
  ERROR_CREATING_FLOOR: 'Error creating floor',
  ERROR_ADDING_FLOOR: 'Error adding floor.',
  ERROR_REORDERING_FLOORS: 'Error reordering floors',
  ERROR_DELETING_FLOOR: 'Error deleting floor',
  ERROR_UPDATING_DEVICE_MAP: 'Error updating device map',
  FLOOR_NAME_REQUIRED: 'Floor name is required.',
  FLOOR_IMAGE_REQUIRED: 'Floor image is required.',
  ORDER_REQUIRED: 'Order is required',
  FLOOR_DELETED: 'Floor deleted.',
  FLOOR_PLAN_SAVED: 'Floor plan saved.',
  NO_FLOORS: 'No floors yet.',
  UNSAVED_MOVES: 'Areas were moved and not saved. Leave without saving?',
  AREA_LABEL_REQUIRED: 'Label is required',
  AREA_UNIT_REQUIRED: 'Unit number is required',
  AREA_UNIT_UNKNOWN: 'Choose an indoor unit of this project.',
  AREA_SIZE_INVALID: 'Enter a size from 1 to the image size.',

  // Alarms
  UNRESOLVED: 'Unresolved',
  FAILED_TO_FETCH_ALARM_CONFIGURATIONS: 'Failed to fetch alarm configurations.',
  FAILED_TO_FETCH_ALARM_CONFIGURATION: 'Failed to fetch the alarm configuration.',
  FAILED_TO_CREATE_ALARM_CONFIGURATION: 'Failed to create alarm configuration.',
  FAILED_TO_UPDATE_ALARM_CONFIGURATION: 'Failed to update alarm configuration.',
  FAILED_TO_DELETE_ALARM_CONFIGURATION: 'Failed to delete alarm configuration.',
  FAILED_TO_ADD_ALARM_CONFIGURATION: 'Failed to add alarm configuration.',
  ALARM_CONFIGURATION_CREATED: 'Alarm configuration created successfully.',
  ALARM_CONFIGURATION_UPDATED: 'Alarm configuration updated successfully.',
  ALARM_CONFIGURATION_DELETED: 'Alarm configuration deleted successfully.',
  ALARM_CONFIGURATION_ADDED: 'Alarm configuration added successfully.',
  FAILED_TO_FETCH_ALARM_ENTRIES: 'Failed to fetch alarm entries.',
  FAILED_TO_FETCH_ALARM_ENTRY: 'Failed to fetch the alarm entry.',
  FAILED_TO_CREATE_ALARM_ENTRY: 'Failed to create alarm entry.',
  FAILED_TO_UPDATE_ALARM_ENTRY: 'Failed to update alarm entry.',
  FAILED_TO_DELETE_ALARM_ENTRY: 'Failed to delete alarm entry.',
  ALARM_ENTRY_CREATED: 'Alarm entry created successfully.',
  ALARM_ENTRY_UPDATED: 'Alarm entry updated successfully.',
  ALARM_ENTRY_DELETED: 'Alarm entry deleted successfully.',

  // Tree view
  NO_ITEM_SELECTED: 'No Item Selected',
  FAILED_TO_LOAD_DEVICE_PARAMETERS: 'Failed to load parameters for the selected device.',

  // Change log
  CHANGE_LOG_HEADING: 'Change Log Entries',
  NO_ENTRIES_YET: 'No entries yet.',
  LOADING_MORE_ENTRIES: 'Loading more entries...',
  ERROR_FETCHING_CHANGE_LOGS: 'Error fetching project change logs',
  CHANGE_LOG_COMPLETE: 'It was successful.',
  CHANGE_LOG_FAILED: 'It has failed.',
  CHANGE_LOG_INCOMPLETE: 'In progress.',
  CHANGE_LOG_UNKNOWN: 'Status unknown.',
  UNKNOWN_USER: 'Unknown user',
  PARAMETER_WRITTEN: 'Parameter write sent.',
  FAILED_TO_WRITE_PARAMETER: 'Failed to write the parameter.',
  WRITE_VALUE_REQUIRED: 'Enter a value.',
  WRITE_VALUE_NOT_ALLOWED: 'Choose one of the listed values.',
  PARAMETER_NOT_WRITABLE: 'This parameter cannot be written.',

  // Graph logs
  FAILED_TO_FETCH_HEADERS: 'Failed to fetch headers.',
  NO_GRAPH_DATA: 'No data available for the selected parameters.',
  FAILED_TO_FETCH_CHART_DATA: 'Failed to fetch data for the chart.',

  // Permissions
  NOT_ALLOWED: 'You do not have permission to do this.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'Failed to load real-time parameters. {error}' */
export function realtimeLoadFailedMessage(error: unknown): string {
  let detail = '';
  if (error instanceof Error) detail = error.message;
  else if (typeof error === 'string' || typeof error === 'number') detail = String(error);
  else if (error != null) detail = JSON.stringify(error) ?? '';
  return `Failed to load real-time parameters. ${detail}`.trimEnd();
}

/** 'Rejected files: {names}' with the names joined by ', '. */
export function rejectedFilesMessage(names: readonly string[]): string {
  return `Rejected files: ${names.join(', ')}`;
}

/** '{file} is not a valid file. {reason}' */
export function invalidFileMessage(fileName: string, reason: string): string {
  return `${fileName} is not a valid file. ${reason}`;
}

/** '{n} alarms' (the dashboard statistics card; 0 when missing). */
export function alarmsCountLabel(count: number | null | undefined): string {
  const n = typeof count === 'number' && Number.isFinite(count) ? count : 0;
  return `${n} alarms`;
}

/** 'System {unit}' (title of an outdoor system card). */
export function systemTitle(unit: number | string): string {
  return `System ${unit}`;
}
