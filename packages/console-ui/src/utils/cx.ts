/** Joins class names, skipping falsy ones: `cx(base, isOpen && open, className)`. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
