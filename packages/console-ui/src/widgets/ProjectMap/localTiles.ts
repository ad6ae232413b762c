/**
 * A tile source that needs no network: every tile is a small SVG grid drawn as a data: URL.
 * Storybook, component tests and end-to-end runs use it so that screenshots are deterministic
 * and nothing leaves the machine; production passes a real tile server through `tileProvider`.
 */
export type TileProvider = (x: number, y: number, z: number, dpr?: number) => string;

export interface GridTileColors {
  /** Fill of the tile. */
  background: string;
  /** Colour of the grid lines. */
  line: string;
  /** Colour of the tile's border (where two tiles meet). */
  border: string;
}

export const GRID_TILE_LIGHT: GridTileColors = {
  background: '#eef2f5',
  line: '#d5dde3',
  border: '#b9c5ce',
};

export const GRID_TILE_DARK: GridTileColors = {
  background: '#1d252c',
  line: '#2a353e',
  border: '#3a4853',
};

const TILE_SIZE = 256;
const GRID_STEP = 32;

/** Builds a provider whose tiles are a grid in the given colours; the same inputs give the same URL. */
export function createGridTileProvider(colors: GridTileColors = GRID_TILE_LIGHT): TileProvider {
  const lines: string[] = [];
  for (let offset = GRID_STEP; offset < TILE_SIZE; offset += GRID_STEP) {
    lines.push(`M${offset} 0V${TILE_SIZE}M0 ${offset}H${TILE_SIZE}`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${colors.background}"/>` +
    `<path d="${lines.join('')}" stroke="${colors.line}" stroke-width="1"/>` +
    `<rect x="0.5" y="0.5" width="${TILE_SIZE - 1}" height="${TILE_SIZE - 1}" fill="none" stroke="${colors.border}"/>` +
    `</svg>`;
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  // Every tile looks the same, so one URL serves all coordinates and pixel ratios.
  return () => url;
}

/** The light grid tile source. */
export const localTileProvider: TileProvider = createGridTileProvider();
