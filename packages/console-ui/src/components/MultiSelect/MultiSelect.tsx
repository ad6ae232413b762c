import { useId, useState } from 'react';
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

/**
 * A searchable multiple choice: a search box filters a list of checkboxes (as long as it needs to
 * be, it scrolls); every option stays reachable by Tab and Space, and the count of chosen values is
 * part of the group's name.
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
        <ul className={styles.list} aria-label={label}>
          {shown.map((option) => {
            const checked = chosen.includes(option.value);
            return (
              <li key={option.value}>
                <Checkbox
                  label={option.label}
                  checked={checked}
                  disabled={option.disabled || (full && !checked)}
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
