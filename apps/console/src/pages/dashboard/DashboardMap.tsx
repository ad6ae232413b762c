import type { ProjectMarker } from '@hvac/console-api';
import { MAP_HEIGHT } from '@hvac/console-domain';
import type { ProjectLinkProps, TileProvider } from '@hvac/console-ui/map';
import { ProjectMap, localTileProvider } from '@hvac/console-ui/map';
import { Link } from 'react-router-dom';

import { MAP_TILE_URL } from '../../config';
import { SCREEN_TEXT } from '../../app/text';

/** Tiles from the configured `{z}/{x}/{y}` template, or the package's offline grid ('local'). */
const tileProvider: TileProvider =
  MAP_TILE_URL === 'local'
    ? localTileProvider
    : (x, y, z) =>
        MAP_TILE_URL.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

const attribution = MAP_TILE_URL.includes('openstreetmap.org') ? '© OpenStreetMap' : undefined;

function RouterLink({ href, className, children }: ProjectLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** The dashboard's map of all projects (loaded after the rest of the dashboard). */
export default function DashboardMap({ projects }: { projects: readonly ProjectMarker[] }) {
  return (
    <ProjectMap
      projects={projects}
      tileProvider={tileProvider}
      height={MAP_HEIGHT}
      renderLink={RouterLink}
      attribution={attribution}
      label={SCREEN_TEXT.projectsMap}
    />
  );
}
