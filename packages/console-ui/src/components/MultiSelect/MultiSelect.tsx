import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import type { SelectOption } from '../Select/Select';
import * as styles from './MultiSelect.css';

export interface MultiSelectLabels {
  /** Label of the search box. */
  search: string;
  /** Shown when the search matches nothing. */
  noMatches: string;
  /** '{n} selected' next to the label. */
  selected: (count: number) => string;
}

export const DEFAULT_MULTI_SELECT_LABELS: MultiSelectLabels = {
  search: 'Search',
  noMatches: 'No matches',
  selected: (count) => `${count} selected`,
};

export interface MultiSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen values, in the order they were chosen (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** At most this many values; the other options are disabled once it is reached. */
  max?: number;
  /** Said when `max` is reached. */
  maxMessage?: string;
  disabled?: boolean;
  labels?: Partial<MultiSelectLabels>;
  className?: string;
}

const NONE: readonly string[] = [];

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A searchable multiple choice: a search box filters a list of checkboxes (as long as it needs to
 * be, it scrolls). The list is one tab stop (roving focus, as in a toolbar): the arrow keys move
 * between the options, Home and End go to the first and last, Space checks; a list of 97 headers
 * costs one Tab, not 97. The count of chosen values is part of the group's name.
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = NONE,
  onValueChange,
  max,
  maxMessage,
  disabled,
  labels,
  className,
}: MultiSelectProps) {
  const text = { ...DEFAULT_MULTI_SELECT_LABELS, ...labels };
  const [chosen, setChosen] = useControllableState<readonly string[]>({
    value,
    defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const [query, setQuery] = useState('');
  const noteId = useId();
  const needle = query.trim().toLocaleLowerCase();
  const shown =
    needle === ''
      ? options
      : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  const full = max != null && chosen.length >= max;
  const enabled = (option: SelectOption) =>
    !option.disabled && !(full && !chosen.includes(option.value));
  // The option that holds the list's tab stop: the last one focused while it is shown and enabled,
  // else the first enabled one.
  const [active, setActive] = useState<string | null>(null);
  const tabStop =
    shown.find((option) => option.value === active && enabled(option))?.value ??
    shown.find(enabled)?.value;
  const listRef = useRef<HTMLUListElement>(null);

  const onOptionKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
    const boxes = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>(
        'button[role="checkbox"]:not(:disabled)',
      ) ?? []),
    ];
    if (boxes.length === 0) return;
    const current = boxes.findIndex((box) => box === event.currentTarget);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? boxes.length - 1
          : Math.min(Math.max(current + step, 0), boxes.length - 1);
    event.preventDefault();
    boxes[next].focus();
  };

  const toggle = (optionValue: string, checked: boolean) =>
    setChosen((previous) =>
      checked
        ? previous.includes(optionValue)
          ? previous
          : [...previous, optionValue]
        : previous.filter((item) => item !== optionValue),
    );

  return (
    <fieldset
      className={cx(styles.root, className)}
      disabled={disabled}
      aria-describedby={full && maxMessage ? noteId : undefined}
    >
      <legend className={styles.legend}>
        {label} <span className={styles.count}>({text.selected(chosen.length)})</span>
      </legend>
      <TextField
        label={text.search}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className={styles.note} role="status">
          {text.noMatches}
        </p>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label={label}>
          {shown.map((option) => {
            const checked = chosen.includes(option.value);
            return (
              <li key={option.value}>
                <Checkbox
                  label={option.label}
                  value={option.value}
                  checked={checked}
                  disabled={!enabled(option)}
                  tabIndex={option.value === tabStop ? 0 : -1}
                  onFocus={() => setActive(option.value)}
                  onKeyDown={onOptionKeyDown}
                  onCheckedChange={(next) => toggle(option.value, next === true)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {full && maxMessage ? (
        <p id={noteId} className={styles.note} role="status">
          {maxMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
