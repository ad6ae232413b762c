/** The console's mark: a snowflake-like fan in the brand colour. Decorative next to the title. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#0b5cad" />
      <path
        d="M16 6v20M7.3 11l17.4 10M7.3 21l17.4-10"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
