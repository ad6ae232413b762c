export { ProjectMap } from './ProjectMap';
export type { ProjectMapProps } from './ProjectMap';
export type { ProjectLinkProps } from './ProjectInfoWindow';
export type { MapProject, MapPoint, MapBounds } from './useProjectClusters';
export {
  createGridTileProvider,
  localTileProvider,
  GRID_TILE_LIGHT,
  GRID_TILE_DARK,
} from './localTiles';
export type { TileProvider, GridTileColors } from './localTiles';
