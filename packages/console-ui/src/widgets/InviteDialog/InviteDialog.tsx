import type { PermissionType } from '@hvac/console-domain';
import { PERMISSION_TYPE_LABELS } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useControllableState } from '../../utils/useControllableState';
import { WIDGET_TEXT } from '../text';
import * as styles from './InviteDialog.css';
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
  const formId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const permissionRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useInviteForm(onSubmit, failureMessage);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  const changeOpen = (next: boolean) => {
    if (!next && form.busy) return;
    if (!next) form.reset();
    setOpen(next);
  };

  const options = permissionTypes.map((value) => ({ value, label: PERMISSION_TYPE_LABELS[value] }));

  // After a failed submit, focus goes to the first invalid (or empty) field, or back to the submit button
  // when the server refused without naming a field. It runs as an effect of the failure's own render, once
  // the messages and aria-invalid are committed, so one failure moves focus exactly once.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const email = emailRef.current;
    const invalid =
      email?.getAttribute('aria-invalid') === 'true' || email?.value.trim() === ''
        ? email
        : permissionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? submitRef.current)?.focus();
  }, [failures]);

  const handleSubmit = async () => {
    if (await form.submit()) setOpen(false);
    else setFailures((count) => count + 1);
  };

  return (
    <Dialog
      title={WIDGET_TEXT.inviteUser}
      trigger={trigger}
      open={isOpen}
      onOpenChange={changeOpen}
      deferBody={deferBody}
      size="small"
      footer={
        <div className={styles.footer}>
          <Button
            variant="outline"
            tone="neutral"
            disabled={form.busy}
            onClick={() => changeOpen(false)}
          >
            {WIDGET_TEXT.cancel}
          </Button>
          <Button ref={submitRef} type="submit" form={formId} loading={form.busy}>
            {WIDGET_TEXT.invite}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-busy={form.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        {form.formError ? (
          <p role="alert" className={styles.formError}>
            {form.formError}
          </p>
        ) : null}
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
      </form>
    </Dialog>
  );
}
