import { isApiError } from '@hvac/console-api';
import { useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES, projectPath } from '@hvac/console-domain';
import type { AddProjectSubmission, ReportProgress } from '@hvac/console-ui';
import { Button, PlusIcon, useToast } from '@hvac/console-ui';
import { Suspense, lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage, isForbidden } from '../../app/errors';
import { PROJECT_TEXT } from './projectText';
import { usePermissions } from '../../app/usePermissions';

// The dialog (its select and upload field) loads when it is first opened.
const AddProjectEditor = lazy(() => import('./AddProjectEditor'));

function describeFailure(error: unknown): string {
  return isForbidden(error)
    ? MESSAGES.NOT_ALLOWED
    : errorMessage(error, MESSAGES.ERROR_CREATING_PROJECT);
}

/**
 * The Add Project button and dialog, for `edit_projects` only (the server answers anyone else 403,
 * whose message the dialog shows). A created project opens at /projects/{id}/.
 */
export function AddProject() {
  const { can } = usePermissions();
  const { createProject } = useConsoleMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!can('edit_projects')) return null;

  async function create(submission: AddProjectSubmission, reportProgress: ReportProgress) {
    const { image, ...fields } = submission;
    let created;
    try {
      created = await createProject(
        { ...fields, image, imageName: image?.name },
        { onProgress: (progress) => reportProgress(progress.fraction) },
      );
    } catch (error) {
      // A refusal naming the fields shows on those fields; anything else also as a toast.
      if (!(isApiError(error) && Object.keys(error.fieldErrors).length > 0)) {
        toast.error(describeFailure(error));
      }
      throw error;
    }
    toast.success(MESSAGES.PROJECT_CREATED);
    void navigate(projectPath(created.id));
  }

  return (
    <>
      <Button ref={buttonRef} startIcon={<PlusIcon />} onClick={() => setOpen(true)}>
        {PROJECT_TEXT.addProject}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddProjectEditor
            open
            onOpenChange={(next) => {
              if (next) return;
              setOpen(false);
              // Back to the button, unless the new project's page has replaced the list.
              requestAnimationFrame(() => buttonRef.current?.focus());
            }}
            onSubmit={create}
            describeFailure={describeFailure}
          />
        </Suspense>
      ) : null}
    </>
  );
}
