import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { useDebouncedCallback } from '../DataTable/useDebouncedCallback';
import type { SelectOption } from '../Select/Select';
import * as styles from './MultiSelect.css';

export interface MultiSelectLabels {
  /** Label of the search box. */
  search: string;
  /** Shown when the search matches nothing. */
  noMatches: string;
  /** '{n} selected' next to the label. */
  selected: (count: number) => string;
  /** Server search: said while an answer is awaited. */
  searching: string;
  /** Server search: said when the answer holds fewer options than match ('25 of 2,000 shown…'). */
  moreResults: (shown: number, total: number) => string;
}

export const DEFAULT_MULTI_SELECT_LABELS: MultiSelectLabels = {
  search: 'Search',
  noMatches: 'No matches',
  selected: (count) => `${count} selected`,
  searching: 'Searching…',
  moreResults: (shown, total) =>
    `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} shown. Type to find more.`,
};

/** How long the search box waits after the last key before it asks (server search). */
export const MULTI_SELECT_SEARCH_DELAY_MS = 250;

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
  /**
   * Server search: called with the search box's text (after MULTI_SELECT_SEARCH_DELAY_MS without a
   * key); `options` are then the answer and are not filtered here. The chosen values stay listed
   * first, named from `options`, `knownOptions` or the options they were chosen from.
   */
  onSearchChange?: (search: string) => void;
  /** Server search: an answer is awaited. */
  searching?: boolean;
  /** Server search: how many options match in all, when `options` hold only the first of them. */
  total?: number;
  /** Server search: names of values `options` may not hold (a saved choice, looked up by id). */
  knownOptions?: readonly SelectOption[];
}

const NONE: readonly string[] = [];
const NO_OPTIONS: readonly SelectOption[] = [];

/**
 * The first label seen of every value of `options`, kept across renders (a value chosen from an
 * earlier answer of a server search keeps its name when the next answer no longer holds it).
 */
function useSeenLabels(options: readonly SelectOption[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const unseen = options.filter((option) => !known.has(option.value));
  // Information from earlier renders, kept as React's docs advise: a state update while rendering.
  if (unseen.length > 0)
    setKnown((previous) => {
      const next = new Map(previous);
      for (const option of unseen) next.set(option.value, option.label);
      return next;
    });
  return known;
}

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
  onSearchChange,
  searching = false,
  total,
  knownOptions = NO_OPTIONS,
}: MultiSelectProps) {
  const text = { ...DEFAULT_MULTI_SELECT_LABELS, ...labels };
  const serverSearch = onSearchChange !== undefined;
  const askServer = useDebouncedCallback(
    (search: string) => onSearchChange?.(search),
    MULTI_SELECT_SEARCH_DELAY_MS,
  );
  // The search box starts empty, and so does the server's search (a dialog opened again does not
  // list the answer to what was typed in it before).
  const { run: searchServer } = askServer;
  useEffect(() => {
    if (serverSearch) searchServer('');
  }, [serverSearch, searchServer]);
  const [chosen, setChosen] = useControllableState<readonly string[]>({
    value,
    defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const [query, setQuery] = useState('');
  const noteId = useId();
  const needle = query.trim().toLocaleLowerCase();
  const seen = useSeenLabels(serverSearch ? options : NO_OPTIONS);
  let shown: readonly SelectOption[];
  if (serverSearch) {
    // The chosen values first, whatever the answer holds; then the answer's other options.
    const chosenOptions = chosen.map(
      (item) =>
        options.find((option) => option.value === item) ??
        knownOptions.find((option) => option.value === item) ?? {
          value: item,
          label: seen.get(item) ?? item,
        },
    );
    shown = [...chosenOptions, ...options.filter((option) => !chosen.includes(option.value))];
  } else {
    shown =
      needle === ''
        ? options
        : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  }
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
        onChange={(event) => {
          setQuery(event.target.value);
          if (serverSearch) searchServer(event.target.value.trim());
        }}
      />
      {serverSearch ? (
        // One live region from the start, so each change of what it says is announced.
        <p className={styles.note} role="status">
          {searching
            ? text.searching
            : shown.length === 0
              ? text.noMatches
              : total !== undefined && total > options.length
                ? text.moreResults(options.length, total)
                : null}
        </p>
      ) : null}
      {shown.length === 0 ? (
        serverSearch ? null : (
          <p className={styles.note} role="status">
            {text.noMatches}
          </p>
        )
      ) : (
        <ul
          ref={listRef}
          className={styles.list}
          aria-label={label}
          aria-busy={serverSearch && searching ? true : undefined}
        >
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
