/** What the Graph Logs chart area shows: exactly one state, true to what happened. */
export type GraphViewState =
  | 'headers-loading'
  | 'headers-failed'
  | 'no-headers'
  | 'choose'
  | 'loading'
  | 'failed'
  | 'empty'
  | 'chart';

export interface GraphViewInput {
  headers: { failed: boolean; count: number | null };
  /** Headers chosen (and known to the device). */
  chosen: number;
  graph: { failed: boolean; validating: boolean; points: number | null };
}

/**
 * The chart area's state. A failed header list is that failure, never "choose a header"; a failed
 * graph is that failure even while an earlier answer is kept, never "no data"; asking again after
 * a failure shows loading until the answer.
 */
export function graphViewState({ headers, chosen, graph }: GraphViewInput): GraphViewState {
  if (headers.failed && headers.count == null) return 'headers-failed';
  if (headers.count == null) return 'headers-loading';
  if (headers.count === 0) return 'no-headers';
  if (chosen === 0) return 'choose';
  if (graph.failed) return graph.validating ? 'loading' : 'failed';
  if (graph.points == null) return 'loading';
  return graph.points === 0 ? 'empty' : 'chart';
}
