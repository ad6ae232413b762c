import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (or any CSS length). Defaults to 1em so icons follow the text size. */
  size?: number | string;
  /**
   * A text alternative. Without it the icon is decorative (`aria-hidden`), which is right when
   * visible text or an `aria-label` on the control already says what it means.
   */
  title?: string;
}

/** Builds an inline SVG icon (24×24 grid, stroked with currentColor): no icon font, no network. */
export function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = '1em', title, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
