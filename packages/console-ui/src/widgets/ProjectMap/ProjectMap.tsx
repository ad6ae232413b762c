import { MAP_CENTER, MAP_HEIGHT, MAP_ZOOM, projectPath } from '@hvac/console-domain';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import type { ReactNode, SyntheticEvent } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CheckIcon, WarningIcon } from '../../icons';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import type { ProjectMapLabels } from './labels';
import { DEFAULT_PROJECT_MAP_LABELS } from './labels';
import type { ProjectLinkProps } from './ProjectInfoWindow';
import { ProjectInfoWindow } from './ProjectInfoWindow';
import * as styles from './ProjectMap.css';
import type { TileProvider } from './localTiles';
import type { MapPoint, MapProject } from './useProjectClusters';
import {
  latToWorldY,
  projectPosition,
  useProjectClusters,
  viewBounds,
  worldYToLat,
} from './useProjectClusters';

/** What a tile that cannot load shows instead of a broken image: a plain, neutral square. */
export const NEUTRAL_TILE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e3e8ec"/></svg>',
  );

/** A map tile that failed (offline, a refused server) shows the neutral tile; markers stay. */
function replaceFailedTile(event: SyntheticEvent<HTMLElement>) {
  const image = event.target;
  if (!(image instanceof HTMLImageElement) || image.dataset.failed !== undefined) return;
  image.dataset.failed = '';
  image.removeAttribute('srcset');
  image.src = NEUTRAL_TILE;
}

/** How long after a cluster's zoom focus follows its projects while the map settles. */
const FOCUS_FOLLOW_MS = 1500;

const MIN_ZOOM = 1;
const MAX_ZOOM = 18;

export interface ProjectMapProps {
  projects: readonly MapProject[];
  /** Where tiles come from: `(x, y, z, dpr) => url`. Tests and stories pass a local source. */
  tileProvider: TileProvider;
  /** Height in CSS pixels; 800 on the dashboard. */
  height?: number;
  /** Fixed width in CSS pixels; by default the map fills its container. */
  width?: number;
  defaultCenter?: MapPoint;
  defaultZoom?: number;
  /** The project whose info window is open (controlled); `null` for none. */
  selectedProjectId?: MapProject['id'] | null;
  defaultSelectedProjectId?: MapProject['id'] | null;
  onSelectedProjectChange?: (projectId: MapProject['id'] | null) => void;
  /** The 'View Project' target; `/projects/{id}/` by default. */
  getProjectHref?: (project: MapProject) => string;
  /** Renders the 'View Project' link with the app's router link. */
  renderLink?: (props: ProjectLinkProps) => ReactNode;
  /** With the default anchor: called on a plain click instead of a page load. */
  onNavigate?: (project: MapProject, href: string) => void;
  /** Credits of the tile source, shown in the corner. */
  attribution?: ReactNode;
  /** Animate zooming and panning (off when the user prefers reduced motion). */
  animate?: boolean;
  /** Accessible name of the map region. */
  label?: string;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ProjectMapLabels>;
}

interface View {
  center: MapPoint;
  zoom: number;
}

/** The container's width, measured while it is mounted (undefined before the first measure). */
function useMeasuredWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** How far (px) the view centre sits above a selected marker, so its info window fits on the map. */
const INFO_WINDOW_LIFT = 150;

function centreForInfoWindow([lat, lng]: MapPoint, zoom: number): MapPoint {
  return [worldYToLat(latToWorldY(lat, zoom) - INFO_WINDOW_LIFT, zoom), lng];
}

function defaultProjectHref(project: MapProject): string {
  return projectPath(project.id);
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * The map of all projects: clustered markers (red with an active alarm, green otherwise) that are
 * buttons reachable by keyboard, clusters that zoom in when activated and an info window per project.
 * Heavy (pigeon-maps, supercluster): import it from `@hvac/console-ui/map` so the app can load it lazily.
 */
export function ProjectMap({
  projects,
  tileProvider,
  height = MAP_HEIGHT,
  width,
  defaultCenter = [MAP_CENTER.lat, MAP_CENTER.lng],
  defaultZoom = MAP_ZOOM,
  selectedProjectId,
  defaultSelectedProjectId = null,
  onSelectedProjectChange,
  getProjectHref = defaultProjectHref,
  renderLink,
  onNavigate,
  attribution,
  animate = true,
  label,
  className,
  labels,
}: ProjectMapProps) {
  const text = { ...DEFAULT_PROJECT_MAP_LABELS, ...labels };
  const [selectedId, setSelectedId] = useControllableState<MapProject['id'] | null>({
    value: selectedProjectId,
    defaultValue: defaultSelectedProjectId,
    onChange: onSelectedProjectChange,
  });
  // A project selected from the start is brought into view with room for its info window.
  const [view, setView] = useState<View>(() => {
    const initial = projects.find((project) => String(project.id) === String(selectedId));
    const position = initial ? projectPosition(initial) : undefined;
    return {
      center: position ? centreForInfoWindow(position, defaultZoom) : defaultCenter,
      zoom: defaultZoom,
    };
  });
  const reducedMotion = usePrefersReducedMotion();
  const markerRefs = useRef(new Map<string, HTMLButtonElement>());
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const measuredWidth = useMeasuredWidth(rootElement);
  const viewWidth = width ?? measuredWidth;
  // Bounds follow from the view itself, so programmatic pans and zooms re-cluster at once.
  const bounds = useMemo(
    () => (viewWidth ? viewBounds(view.center, view.zoom, viewWidth, height) : undefined),
    [view.center, view.zoom, viewWidth, height],
  );
  const { items, expansionZoom } = useProjectClusters(projects, bounds, view.zoom);

  // A zoomed cluster's button is gone: focus goes to the marker or cluster nearest to where it
  // was, not to <body> (WCAG 2.4.3); and again while the zoom settles and the clusters regroup.
  const focusFollowRef = useRef<{ position: MapPoint; until: number } | null>(null);
  useEffect(() => {
    const follow = focusFollowRef.current;
    if (!follow) return;
    if (performance.now() > follow.until) {
      focusFollowRef.current = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && rootElement?.contains(active)) return;
    let nearest: (typeof items)[number] | undefined;
    let nearestDistance = Infinity;
    for (const item of items) {
      const distance =
        (item.position[0] - follow.position[0]) ** 2 + (item.position[1] - follow.position[1]) ** 2;
      if (distance < nearestDistance) {
        nearest = item;
        nearestDistance = distance;
      }
    }
    if (nearest) markerRefs.current.get(nearest.key)?.focus();
  }, [items, rootElement]);

  const selectedProject =
    selectedId == null
      ? undefined
      : projects.find((project) => String(project.id) === String(selectedId));
  const selectedPosition = selectedProject ? projectPosition(selectedProject) : undefined;

  const closeInfoWindow = useCallback(() => {
    const markerKey = selectedId == null ? undefined : `project-${selectedId}`;
    setSelectedId(null);
    if (markerKey) markerRefs.current.get(markerKey)?.focus();
  }, [selectedId, setSelectedId]);

  const zoomTo = (zoom: number, center: MapPoint = view.center) =>
    setView((previous) => ({
      ...previous,
      center,
      zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)),
    }));

  const setMarkerRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) markerRefs.current.set(key, element);
    else markerRefs.current.delete(key);
  };

  return (
    <div
      ref={setRootElement}
      role="region"
      aria-label={label ?? text.projectsMap}
      className={cx(styles.root, className)}
      // The map's height is geometry chosen by the caller, not a theme value.
      style={{ height }}
      onErrorCapture={replaceFailedTile}
    >
      <div className={styles.zoomControls}>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={text.zoomIn}
          disabled={view.zoom >= MAX_ZOOM}
          onClick={() => zoomTo(Math.round(view.zoom) + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={text.zoomOut}
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => zoomTo(Math.round(view.zoom) - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
      <PigeonMap
        height={height}
        width={width}
        center={view.center}
        zoom={view.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        provider={tileProvider}
        animate={animate && !reducedMotion}
        attribution={false}
        attributionPrefix={false}
        onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
      >
        {items.map((item) => {
          if (item.kind === 'cluster') {
            const tone = item.hasActiveAlarm ? 'alarm' : 'ok';
            return (
              <Overlay
                key={item.key}
                anchor={item.position}
                offset={[styles.CLUSTER_SIZE / 2, styles.CLUSTER_SIZE / 2]}
              >
                <button
                  ref={setMarkerRef(item.key)}
                  type="button"
                  data-tone={tone}
                  className={cx(styles.marker[tone], styles.clusterSize)}
                  aria-label={text.cluster(item.count, item.hasActiveAlarm)}
                  onClick={() => {
                    focusFollowRef.current = {
                      position: item.position,
                      until: performance.now() + FOCUS_FOLLOW_MS,
                    };
                    zoomTo(expansionZoom(item.clusterId), item.position);
                  }}
                >
                  <span aria-hidden="true">{item.count}</span>
                </button>
              </Overlay>
            );
          }
          const { project } = item;
          const hasActiveAlarm = Boolean(project.has_active_alarm);
          const tone = hasActiveAlarm ? 'alarm' : 'ok';
          const isSelected = String(project.id) === String(selectedId);
          return (
            <Overlay
              key={item.key}
              anchor={item.position}
              offset={[styles.MARKER_SIZE / 2, styles.MARKER_SIZE / 2]}
            >
              <button
                ref={setMarkerRef(item.key)}
                type="button"
                data-tone={tone}
                className={cx(styles.marker[tone], styles.markerSize)}
                aria-label={text.projectMarker(project.name, hasActiveAlarm)}
                aria-expanded={isSelected}
                onClick={() => {
                  if (isSelected) {
                    setSelectedId(null);
                    return;
                  }
                  setSelectedId(project.id);
                  zoomTo(view.zoom, centreForInfoWindow(item.position, view.zoom));
                }}
              >
                {hasActiveAlarm ? (
                  <WarningIcon className={styles.markerGlyph} aria-hidden />
                ) : (
                  <CheckIcon className={styles.markerGlyph} aria-hidden />
                )}
              </button>
            </Overlay>
          );
        })}
        {selectedProject && selectedPosition ? (
          <Overlay key="info-window" anchor={selectedPosition} offset={[0, 0]}>
            <ProjectInfoWindow
              project={selectedProject}
              href={getProjectHref(selectedProject)}
              renderLink={renderLink}
              onNavigate={onNavigate}
              onClose={closeInfoWindow}
              labels={text}
            />
          </Overlay>
        ) : null}
      </PigeonMap>
      {attribution ? <div className={styles.attribution}>{attribution}</div> : null}
    </div>
  );
}
