import type { PermissionType } from '@hvac/console-domain';
import { PERMISSION_TYPE_LABELS } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { useRef } from 'react';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { WIDGET_TEXT } from '../text';
import type { InviteSubmission } from './useInviteForm';
import { useInviteForm } from './useInviteForm';

export interface InviteDialogProps {
  /** The permission types this inviter may invite (domain `invitablePermissionTypes`), in order. */
  permissionTypes: readonly PermissionType[];
  /**
   * Sends the invite; a rejection keeps the dialog open with what was typed. A rejection with
   * `fieldErrors` (`{ email: ['…'] }`) shows those messages on their fields, any other the
   * failure message.
   */
  onSubmit: (invite: InviteSubmission) => Promise<unknown>;
  /** The element that opens the dialog, e.g. an 'Invite User' button. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders the form just after the dialog's first frame (see Dialog's `deferBody`). */
  deferBody?: boolean;
  /** Shown in the dialog when the submit fails; 'Failed to invite user.' by default. */
  failureMessage?: string;
}

/**
 * Invite a user by e-mail with a permission type. Validation uses the domain's messages;
 * focus starts in the e-mail field and moves to the first invalid field on a failed submit;
 * the dialog closes and clears only when the invite went out.
 */
export function InviteDialog({
  permissionTypes,
  onSubmit,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  deferBody,
  failureMessage = WIDGET_TEXT.failedToInviteUser,
}: InviteDialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const permissionRef = useRef<HTMLDivElement>(null);
  const form = useInviteForm(onSubmit, failureMessage);
  const options = permissionTypes.map((value) => ({ value, label: PERMISSION_TYPE_LABELS[value] }));

  // After a failed submit, focus goes to the first invalid (or empty) field, or back to the submit
  // button when the server refused without naming a field.
  const firstInvalid = () => {
    const email = emailRef.current;
    return email?.getAttribute('aria-invalid') === 'true' || email?.value.trim() === ''
      ? email
      : (permissionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null);
  };

  return (
    <FormDialog
      title={WIDGET_TEXT.inviteUser}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      deferBody={deferBody}
      size="small"
      submitLabel={WIDGET_TEXT.invite}
      busy={form.busy}
      formError={form.formError}
      onSubmit={form.submit}
      onReset={form.reset}
      focusAfterFailure={firstInvalid}
    >
      <TextField
        ref={emailRef}
        label={WIDGET_TEXT.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        // The first field takes focus when the dialog opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={form.values.email}
        onChange={(event) => form.setEmail(event.target.value)}
        error={form.fieldErrors.email}
        readOnly={form.busy}
      />
      <div ref={permissionRef}>
        <Select
          label={WIDGET_TEXT.permissionType}
          options={options}
          placeholder={WIDGET_TEXT.choosePermissionType}
          // '' shows the placeholder; the value stays controlled throughout.
          value={form.values.permission_type}
          onValueChange={(value) => form.setPermissionType(value as PermissionType)}
          error={form.fieldErrors.permission_type}
          required
          disabled={form.busy}
        />
      </div>
    </FormDialog>
  );
}
