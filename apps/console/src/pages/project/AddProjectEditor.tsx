import type { AddProjectDialogProps } from '@hvac/console-ui';
import { AddProjectDialog } from '@hvac/console-ui';

/** The Add Project dialog as a chunk of its own, loaded when the button is first pressed. */
export default function AddProjectEditor(props: AddProjectDialogProps) {
  return <AddProjectDialog {...props} />;
}
