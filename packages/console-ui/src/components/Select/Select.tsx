import * as RadixSelect from '@radix-ui/react-select';
import { useCallback, useRef } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { FormField } from '../FormField/FormField';
import { inertOthers } from '../../utils/inertOthers';
import { COMPONENT_LABELS } from '../labels';
import * as styles from './Select.css';
import { NativeSelect } from './NativeSelect';
import type { SelectProps } from './selectTypes';

export type { SelectOption, SelectProps } from './selectTypes';

/** A labelled single-choice list on Radix Select: keyboard, typeahead and screen-reader support. */
export function Select(props: SelectProps) {
  return props.native ? <NativeSelect {...props} /> : <ListSelect {...props} />;
}

function ListSelect({
  label,
  options,
  hint,
  error,
  value,
  defaultValue,
  onValueChange,
  placeholder = COMPONENT_LABELS.selectPlaceholder,
  disabled,
  required,
  name,
  id,
  className,
  open,
  defaultOpen,
  onOpenChange,
}: SelectProps) {
  // Radix hides the rest of the page from screen readers while the list is open (aria-hidden), but
  // its links and buttons stayed focusable there (axe aria-hidden-focus). They are inert too while
  // the open list is in the document, and given back as soon as the list closes, before Radix
  // returns focus to the trigger. (Closed, Radix keeps the list in a detached fragment.)
  // Making the page inert restyles all of it (docs/benchmarks/console-ui.md): when a click or
  // key opens the list, that waits until the list is on screen (one frame; Radix keeps focus in
  // the list meanwhile), so the interaction paints without it. A list open from the start (a
  // story, `defaultOpen`) makes the page inert at once.
  const restoreOthers = useRef<(() => void) | undefined>(undefined);
  const openedByUser = useRef(false);
  const giveBack = useCallback(() => {
    restoreOthers.current?.();
    restoreOthers.current = undefined;
  }, []);
  const contentRef = useCallback(
    (content: HTMLDivElement | null) => {
      giveBack();
      if (!content || !content.ownerDocument.body.contains(content)) return;
      if (!openedByUser.current) {
        restoreOthers.current = inertOthers(content);
        return;
      }
      const view = content.ownerDocument.defaultView ?? window;
      let restore: (() => void) | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = view.requestAnimationFrame(() => {
        timer = setTimeout(() => {
          if (content.isConnected) restore = inertOthers(content);
        });
      });
      restoreOthers.current = () => {
        view.cancelAnimationFrame(frame);
        clearTimeout(timer);
        restore?.();
      };
    },
    [giveBack],
  );
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={(next) => {
            openedByUser.current = next;
            if (!next) giveBack();
            onOpenChange?.(next);
          }}
        >
          <RadixSelect.Trigger className={styles.trigger} {...controlProps}>
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDownIcon />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content
              ref={contentRef}
              onCloseAutoFocus={giveBack}
              className={styles.content}
              position="popper"
              sideOffset={4}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                      <CheckIcon />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
}
