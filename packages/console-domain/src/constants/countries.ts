/** Country options of the Add Project form, in display order. */
export const COUNTRIES = ['Serbia', 'Bosnia', 'Montenegro', 'Croatia', 'Macedonia'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'Serbia';
