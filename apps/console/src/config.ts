// Build-time configuration of the console (Vite `VITE_*` variables), with the defaults of the demo.

/** The API host; the tenant's first host label is prefixed onto it (DECISIONS.md Tenancy). */
export const API_HOST = import.meta.env.VITE_API_HOST || 'localhost:8787';

/** The tenant used when the console is opened on a single-label host such as localhost. */
export const DEFAULT_TENANT = import.meta.env.VITE_DEFAULT_TENANT || 'demo';

/**
 * Map tiles: a `{z}/{x}/{y}` URL template, or 'local' for the package's generated grid tiles
 * (end-to-end runs, offline machines).
 */
export const MAP_TILE_URL =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** How often the device views re-read live values (the reference simulator's cycle is 10 s). */
export const LIVE_REFRESH_MS = Number(import.meta.env.VITE_LIVE_REFRESH_MS) || 10_000;
