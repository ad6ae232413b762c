export { ProjectMap } from './ProjectMap';
export type { ProjectMapProps } from './ProjectMap';
export { DEFAULT_PROJECT_MAP_LABELS } from './labels';
export type { ProjectMapLabels } from './labels';
export type { ProjectLinkProps } from './ProjectInfoWindow';
export type { MapProject, MapPoint, MapBounds } from './useProjectClusters';
export {
  createGridTileProvider,
  localTileProvider,
  GRID_TILE_LIGHT,
  GRID_TILE_DARK,
} from './localTiles';
export type { TileProvider, GridTileColors } from './localTiles';
