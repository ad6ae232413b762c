import type { GraphSelection } from '@hvac/console-domain';
import { parseGraphSelection, writeGraphSelection } from '@hvac/console-domain';
import { useSearchParams } from 'react-router-dom';

/**
 * The Graph Logs selection (device, headers, range, interval, zoom) kept in the address, next to
 * the project detail's `tab`, so that a link or a reload draws the same chart. Changes replace the
 * history entry: Back leaves the project instead of stepping through every click.
 */
export function useGraphSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = parseGraphSelection(searchParams);
  const update = (change: Partial<GraphSelection>) =>
    setSearchParams(
      (previous) =>
        writeGraphSelection(new URLSearchParams(previous), {
          ...parseGraphSelection(previous),
          ...change,
        }),
      { replace: true },
    );
  return { selection, update };
}
