import { MESSAGES } from '@hvac/console-domain';

/** The texts of AddProjectDialog: the defaults, and what a product may replace through `labels`. */
export interface AddProjectDialogLabels {
  projectNameField: string;
  city: string;
  street: string;
  zipCode: string;
  errorCreatingProject: string;
  addProject: string;
  create: string;
  country: string;
  image: string;
  uploadingImage: string;
  cancel: string;
}

export const DEFAULT_ADD_PROJECT_DIALOG_LABELS: AddProjectDialogLabels = {
  projectNameField: 'Project Name',
  city: 'City',
  street: 'Street',
  zipCode: 'Zip Code',
  errorCreatingProject: MESSAGES.ERROR_CREATING_PROJECT,
  addProject: 'Add Project',
  create: 'Create',
  country: 'Country',
  image: 'Image (optional)',
  uploadingImage: 'Uploading',
  cancel: 'Cancel',
};
