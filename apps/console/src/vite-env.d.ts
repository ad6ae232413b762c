/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API host the tenant label is prefixed onto, with its port: 'localhost:8787'. */
  readonly VITE_API_HOST?: string;
  /** The tenant of single-label hosts (localhost, an IP address). */
  readonly VITE_DEFAULT_TENANT?: string;
  /** Map tile URL template ({z}, {x}, {y}) or "local"; OpenStreetMap when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Milliseconds between reads of live device values (10 000 by default). */
  readonly VITE_LIVE_REFRESH_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
