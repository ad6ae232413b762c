import { parseEntityId } from '@hvac/console-domain';
import { useParams } from 'react-router-dom';

/** The route's numeric `:id`, or null when the address holds none (the screen shows not-found). */
export function useRouteId(): number | null {
  return parseEntityId(useParams().id);
}
