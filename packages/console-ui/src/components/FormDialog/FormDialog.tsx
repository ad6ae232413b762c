import type { ReactElement, ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { DialogSize } from '../Dialog/Dialog';
import { Dialog } from '../Dialog/Dialog';
import { useControllableState } from '../../utils/useControllableState';
import { COMPONENT_LABELS } from '../labels';
import * as styles from './FormDialog.css';

export interface FormDialogProps {
  title: ReactNode;
  /** A sentence under the title, announced when the dialog opens. */
  description?: ReactNode;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders the form just after the dialog's first frame (see Dialog's `deferBody`). */
  deferBody?: boolean;
  size?: DialogSize;
  /** The submit button's text ('Create', 'Invite', 'Save'…). */
  submitLabel: string;
  /** The text of the button that closes without submitting. */
  cancelLabel?: string;
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** While the submit runs: the form is busy, the buttons wait and the dialog stays open. */
  busy: boolean;
  /** A failure of the whole form, shown above the fields and announced. */
  formError?: string | null;
  /** Submits the form; true closes the dialog, false keeps it open with what was typed. */
  onSubmit: () => Promise<boolean>;
  /** Clears the form as the dialog closes without submitting. */
  onReset: () => void;
  /**
   * After a refused submit, the field that takes focus (`null`: the submit button), found once the
   * failure's messages and `aria-invalid` are committed. Without it focus stays where it was.
   */
  focusAfterFailure?: (form: HTMLFormElement) => HTMLElement | null;
  /**
   * Where focus goes when the dialog closes (Dialog's `onCloseAutoFocus`): by default back to the
   * trigger; after a submit that created something, prevent the default and focus the new item.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Why the form cannot be filled in now (e.g. there is nothing to choose from yet): shown instead
   * of the form, with one Close button (`closeLabel`). The same dialog stays open when this comes
   * or goes, so a form that turns out to be unavailable while its data loads keeps focus.
   */
  unavailable?: ReactNode;
  /**
   * The form holds changes: Escape or a click outside asks before closing it and losing them (as
   * leaving an editor with unsaved moves asks); Cancel and the close button close at once.
   */
  dirty?: boolean;
  /** Texts of that question; the rest keep their defaults. */
  discardLabels?: Partial<FormDialogDiscardLabels>;
  children: ReactNode;
}

export interface FormDialogDiscardLabels {
  title: string;
  description: string;
  keepEditing: string;
  discard: string;
}

/**
 * A dialog around a form: the fields, a form-wide failure above them, Cancel and the submit button
 * below. Closing is refused while the submit runs and clears the form; a successful submit closes
 * the dialog, a refused one keeps what was typed.
 */
export function FormDialog({
  title,
  description,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  deferBody,
  size,
  submitLabel,
  cancelLabel = COMPONENT_LABELS.cancel,
  closeLabel,
  busy,
  formError,
  onSubmit,
  onReset,
  focusAfterFailure,
  onCloseAutoFocus,
  unavailable,
  dirty = false,
  discardLabels,
  children,
}: FormDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  const changeOpen = (next: boolean) => {
    if (!next && busy) return;
    if (!next) onReset();
    setOpen(next);
  };

  // Escape or a click outside of a form with changes asks first; Keep editing returns to the form.
  const [askingDiscard, setAskingDiscard] = useState(false);
  const askFirst = (event: Event) => {
    if (!dirty || busy || unavailable) return;
    event.preventDefault();
    setAskingDiscard(true);
  };
  const discardText = {
    title: COMPONENT_LABELS.discardTitle,
    description: COMPONENT_LABELS.discardDescription,
    keepEditing: COMPONENT_LABELS.keepEditing,
    discard: COMPONENT_LABELS.discard,
    ...discardLabels,
  };

  const failures = useFailureFocus(formRef, submitRef, focusAfterFailure);
  const submit = async () => {
    if (await onSubmit()) setOpen(false);
    else failures.count();
  };

  return (
    <>
      <Dialog
        title={title}
        description={description}
        trigger={trigger}
        open={isOpen}
        onOpenChange={changeOpen}
        deferBody={deferBody}
        size={size}
        closeLabel={closeLabel}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={askFirst}
        onPointerDownOutside={askFirst}
        footer={
          <div className={styles.footer}>
            {unavailable ? (
              <Button variant="outline" tone="neutral" onClick={() => changeOpen(false)}>
                {closeLabel ?? COMPONENT_LABELS.close}
              </Button>
            ) : (
              <>
                <Button
                  variant="outline"
                  tone="neutral"
                  disabled={busy}
                  onClick={() => changeOpen(false)}
                >
                  {cancelLabel}
                </Button>
                <Button ref={submitRef} type="submit" form={formId} loading={busy}>
                  {submitLabel}
                </Button>
              </>
            )}
          </div>
        }
      >
        {unavailable ? (
          unavailable
        ) : (
          <form
            ref={formRef}
            id={formId}
            className={styles.form}
            noValidate
            aria-busy={busy || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {formError ? (
              <p role="alert" className={styles.formError}>
                {formError}
              </p>
            ) : null}
            {children}
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={askingDiscard}
        onOpenChange={setAskingDiscard}
        title={discardText.title}
        description={discardText.description}
        cancelLabel={discardText.keepEditing}
        confirmLabel={discardText.discard}
        onConfirm={() => true}
        // Once the question has closed, the form closes too.
        onConfirmed={() => changeOpen(false)}
      />
    </>
  );
}

/**
 * Moves focus after each refused submit, as an effect of the failure's own render (once the
 * messages and aria-invalid are committed), so that one failure moves focus exactly once.
 */
function useFailureFocus(
  formRef: RefObject<HTMLFormElement | null>,
  submitRef: RefObject<HTMLButtonElement | null>,
  focusAfterFailure: FormDialogProps['focusAfterFailure'],
) {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0 || !focusAfterFailure || !formRef.current) return;
    (focusAfterFailure(formRef.current) ?? submitRef.current)?.focus();
    // Only a new failure moves focus; a new function from the owner's render does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);
  return { count: () => setFailures((count) => count + 1) };
}
