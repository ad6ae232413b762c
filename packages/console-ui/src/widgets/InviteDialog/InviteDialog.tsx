import type { PermissionType } from '@hvac/console-domain';
import { PERMISSION_TYPE_LABELS } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { useRef } from 'react';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import type { InviteSubmission } from './useInviteForm';
import { useInviteForm } from './useInviteForm';
import type { InviteDialogLabels } from './labels';
import { DEFAULT_INVITE_DIALOG_LABELS } from './labels';

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
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<InviteDialogLabels>;
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
  failureMessage,
  labels,
}: InviteDialogProps) {
  const text = { ...DEFAULT_INVITE_DIALOG_LABELS, ...labels };
  const emailRef = useRef<HTMLInputElement>(null);
  const permissionRef = useRef<HTMLDivElement>(null);
  const form = useInviteForm(onSubmit, failureMessage ?? text.failedToInviteUser);
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
      title={text.inviteUser}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      deferBody={deferBody}
      size="small"
      submitLabel={text.invite}
      cancelLabel={text.cancel}
      busy={form.busy}
      formError={form.formError}
      onSubmit={form.submit}
      onReset={form.reset}
      focusAfterFailure={firstInvalid}
    >
      <TextField
        ref={emailRef}
        label={text.email}
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
          label={text.permissionType}
          options={options}
          placeholder={text.choosePermissionType}
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
