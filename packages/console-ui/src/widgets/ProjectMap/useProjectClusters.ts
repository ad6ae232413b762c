import { MAP_CLUSTER_RADIUS, MAP_MAX_ZOOM, MAP_VIEWPORT_PADDING } from '@hvac/console-domain';
import { useMemo } from 'react';
import type { PointFeature } from 'supercluster';
import Supercluster from 'supercluster';

/** A project as the map shows it (console.md §3, "Project (as used on the map)"). */
export interface MapProject {
  id: number | string;
  name: string;
  image?: string | null;
  location?: { lat: number | string; lon: number | string } | null;
  has_active_alarm?: boolean | null;
  address_street_one?: string | null;
  address_zip?: string | null;
  address_city?: string | null;
  address_country?: string | null;
}

export interface MapBounds {
  /** [lat, lng] of the north-east corner. */
  ne: [number, number];
  /** [lat, lng] of the south-west corner. */
  sw: [number, number];
}

export type MapPoint = [lat: number, lng: number];

export type ProjectMapItem =
  | { kind: 'project'; key: string; position: MapPoint; project: MapProject }
  | {
      kind: 'cluster';
      key: string;
      position: MapPoint;
      clusterId: number;
      count: number;
      /** Whether any project inside the cluster has an active alarm. */
      hasActiveAlarm: boolean;
    };

interface PointProperties {
  project: MapProject;
}
interface ClusterProperties {
  alarms: number;
}

const TILE_SIZE = 256;

export function lngToWorldX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * TILE_SIZE * 2 ** zoom;
}
export function latToWorldY(lat: number, zoom: number): number {
  const radians = (lat * Math.PI) / 180;
  return (
    ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) *
    TILE_SIZE *
    2 ** zoom
  );
}
export function worldXToLng(x: number, zoom: number): number {
  return (x / (TILE_SIZE * 2 ** zoom)) * 360 - 180;
}
export function worldYToLat(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / (TILE_SIZE * 2 ** zoom);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** The bounds of a view of `width` × `height` pixels around `center` at `zoom`. */
export function viewBounds(
  center: MapPoint,
  zoom: number,
  width: number,
  height: number,
): MapBounds {
  const x = lngToWorldX(center[1], zoom);
  const y = latToWorldY(center[0], zoom);
  return {
    ne: [worldYToLat(y - height / 2, zoom), worldXToLng(x + width / 2, zoom)],
    sw: [worldYToLat(y + height / 2, zoom), worldXToLng(x - width / 2, zoom)],
  };
}

/**
 * The bounding box [west, south, east, north] of the view widened by `padding` pixels on every side,
 * so markers just outside the edge are already placed when the map is dragged.
 */
export function paddedBoundingBox(
  bounds: MapBounds,
  zoom: number,
  padding: number = MAP_VIEWPORT_PADDING,
): [number, number, number, number] {
  const west = worldXToLng(lngToWorldX(bounds.sw[1], zoom) - padding, zoom);
  const east = worldXToLng(lngToWorldX(bounds.ne[1], zoom) + padding, zoom);
  const south = worldYToLat(latToWorldY(bounds.sw[0], zoom) + padding, zoom);
  const north = worldYToLat(latToWorldY(bounds.ne[0], zoom) - padding, zoom);
  return [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)];
}

/** The project's position, or undefined when it has no usable coordinates. */
export function projectPosition(project: MapProject): MapPoint | undefined {
  if (!project.location) return undefined;
  const lat = Number(project.location.lat);
  const lng = Number(project.location.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return [lat, lng];
}

export interface ProjectClusters {
  items: ProjectMapItem[];
  /** The zoom at which a cluster falls apart, capped at the map's maximum zoom. */
  expansionZoom: (clusterId: number) => number;
}

const WHOLE_WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/**
 * Clusters the projects with supercluster (radius 60 px, up to zoom 16) for the visible area.
 * The index is rebuilt only when the projects change; panning and zooming only query it.
 */
export function useProjectClusters(
  projects: readonly MapProject[],
  bounds: MapBounds | undefined,
  zoom: number,
): ProjectClusters {
  const index = useMemo(() => {
    const cluster = new Supercluster<PointProperties, ClusterProperties>({
      radius: MAP_CLUSTER_RADIUS,
      // supercluster measures the radius against its tile extent (512 by default); with the map's
      // 256-pixel tiles an extent of 256 makes the 60 mean 60 screen pixels.
      extent: TILE_SIZE,
      maxZoom: MAP_MAX_ZOOM,
      map: (properties) => ({ alarms: properties.project.has_active_alarm ? 1 : 0 }),
      reduce: (accumulated, properties) => {
        accumulated.alarms += properties.alarms;
      },
    });
    const features: PointFeature<PointProperties>[] = [];
    for (const project of projects) {
      const position = projectPosition(project);
      if (!position) continue;
      features.push({
        type: 'Feature',
        properties: { project },
        geometry: { type: 'Point', coordinates: [position[1], position[0]] },
      });
    }
    return cluster.load(features);
  }, [projects]);

  return useMemo(() => {
    const integerZoom = Math.round(zoom);
    const box = bounds ? paddedBoundingBox(bounds, zoom) : WHOLE_WORLD;
    const items = index.getClusters(box, integerZoom).map((feature): ProjectMapItem => {
      const [lng, lat] = feature.geometry.coordinates;
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        return {
          kind: 'cluster',
          key: `cluster-${properties.cluster_id}`,
          position: [lat, lng],
          clusterId: properties.cluster_id,
          count: properties.point_count,
          hasActiveAlarm: properties.alarms > 0,
        };
      }
      const { project } = properties as PointProperties;
      return { kind: 'project', key: `project-${project.id}`, position: [lat, lng], project };
    });
    return {
      items,
      expansionZoom: (clusterId: number) =>
        Math.min(index.getClusterExpansionZoom(clusterId), MAP_MAX_ZOOM),
    };
  }, [index, bounds, zoom]);
}
