import { isApiError } from '@hvac/console-api';
import type { ApiError } from '@hvac/console-api';
import { useGraph, useGraphHeaders } from '@hvac/console-api/react';
import {
  GRAPH_INTERVALS,
  GRAPH_MAX_HEADERS,
  GRAPH_TEXT,
  GRAPH_TIME_RANGES,
  MESSAGES,
  graphCsv,
  graphSeriesLabel,
  graphViewState,
  toGraphColumns,
} from '@hvac/console-domain';
import type { TimeSeries, TimeSeriesChartHandle } from '@hvac/console-ui';
import { Button, MultiSelect, Select, Spinner, TimeSeriesChart, useToast } from '@hvac/console-ui';
import { useEffect, useMemo, useRef, useState } from 'react';

import { isForbidden } from '../../../app/errors';
import { QueryState } from '../../../app/QueryState';
import { download } from '../graph/download';
import * as styles from '../graph/GraphTab.css';
import { useGraphSelection } from '../graph/useGraphSelection';
import type { ProjectTabProps } from './types';

const MINUTE = 60_000;

/** One toast per failure (not one per render), with the catalogue message. */
function useFailureToast(error: ApiError | undefined, message: string) {
  const toast = useToast();
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(message);
  }, [error, message, toast]);
}

/**
 * A refused request's own field message (e.g. the server's header limit), the permission message
 * for a 403, else the catalogue's.
 */
function graphFailureMessage(error: ApiError | undefined): string {
  if (!isApiError(error)) return MESSAGES.FAILED_TO_FETCH_CHART_DATA;
  if (error.status === 403) return MESSAGES.NOT_ALLOWED;
  return error.status === 400
    ? error.firstMessage(MESSAGES.FAILED_TO_FETCH_CHART_DATA)
    : MESSAGES.FAILED_TO_FETCH_CHART_DATA;
}

/** Graph Logs: a device's headers over a time range and interval, drawn, zoomed and exported. */
export default function GraphTab({ project }: ProjectTabProps) {
  const devices = project.devices;
  const { selection, update } = useGraphSelection();
  const device = devices.find((candidate) => candidate.id === selection.device) ?? devices[0];
  const headerList = useGraphHeaders(device?.id ?? null);
  const headersFailure = isForbidden(headerList.error)
    ? MESSAGES.NOT_ALLOWED
    : MESSAGES.FAILED_TO_FETCH_HEADERS;
  useFailureToast(headerList.error, headersFailure);

  // Only headers this device has: a link from another device must not send unknown ids.
  const headerData = headerList.data;
  const headersKey = (headerData ?? [])
    .filter((known) => selection.headers.includes(known.header))
    .sort((a, b) => selection.headers.indexOf(a.header) - selection.headers.indexOf(b.header))
    .map((known) => known.header)
    .join('\n');
  const headers = useMemo(() => (headersKey === '' ? [] : headersKey.split('\n')), [headersKey]);
  const graph = useGraph(device?.id ?? null, {
    headers,
    timerange: selection.timeRange,
    interval: selection.interval,
  });
  const failure = graphFailureMessage(graph.error);
  useFailureToast(graph.error, failure);

  const columns = useMemo(
    () => (graph.data ? toGraphColumns(graph.data, headers) : null),
    [graph.data, headers],
  );
  const series: TimeSeries[] = useMemo(
    () =>
      columns
        ? headers.map((header, index) => {
            const known = headerData?.find((entry) => entry.header === header);
            return {
              key: header,
              label: known?.name ?? header,
              unit: known?.unit,
              values: columns.values[index],
            };
          })
        : [],
    [columns, headers, headerData],
  );
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const chart = useRef<TimeSeriesChartHandle>(null);
  const toast = useToast();

  const fileName = (extension: string) =>
    `graph-${device?.unit_id ?? 'device'}-${new Date().toISOString().slice(0, 10)}.${extension}`;
  const shownSeries = series.filter((entry) => !hidden.includes(entry.key));
  const exportCsv = () => {
    if (!columns) return;
    const csv = graphCsv({
      timestamps: columns.timestamps,
      columns: shownSeries.map((entry) => ({
        label: graphSeriesLabel(entry.label, entry.unit),
        values: entry.values,
      })),
      from: selection.zoom?.from,
      to: selection.zoom?.to,
    });
    download(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName('csv'));
  };
  const exportPng = () => {
    chart.current
      ?.toPng()
      .then((blob) => download(blob, fileName('png')))
      .catch(() => toast.error(MESSAGES.SERVER_ERROR));
  };

  if (!device) return <p className={styles.message}>{GRAPH_TEXT.noDevices}</p>;

  const view = graphViewState({
    headers: { failed: headerList.error != null, count: headerData?.length ?? null },
    chosen: headers.length,
    graph: {
      failed: graph.error != null,
      validating: graph.isValidating,
      points: graph.isLoading || !columns ? null : columns.timestamps.length,
    },
  });
  const loading = view === 'loading';
  const hasPoints = view === 'chart';
  return (
    <div className={styles.tab}>
      <div className={styles.controls}>
        {devices.length > 1 ? (
          <Select
            native
            label={GRAPH_TEXT.device}
            options={devices.map((entry) => ({ value: String(entry.id), label: entry.unit_id }))}
            value={String(device.id)}
            onValueChange={(value) => update({ device: Number(value), headers: [], zoom: null })}
          />
        ) : null}
        {/* Native selects: short lists of plain labels, and the Radix list is slow to open on
            this tab (its mount, positioning and inert page: docs/benchmarks/console-ui.md). */}
        <Select
          native
          label={GRAPH_TEXT.timeRange}
          options={GRAPH_TIME_RANGES.map((days) => ({
            value: String(days),
            label: GRAPH_TEXT.timeRangeOption(days),
          }))}
          value={String(selection.timeRange)}
          onValueChange={(value) => update({ timeRange: Number(value), zoom: null })}
        />
        <Select
          native
          label={GRAPH_TEXT.interval}
          options={GRAPH_INTERVALS.map((minutes) => ({
            value: String(minutes),
            label: GRAPH_TEXT.intervalOption(minutes),
          }))}
          value={String(selection.interval)}
          onValueChange={(value) => update({ interval: Number(value) })}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.picker}>
          {view === 'headers-failed' ? (
            <QueryState
              loading={false}
              error={headerList.error}
              errorMessage={headersFailure}
              onRetry={() => void headerList.mutate()}
            >
              {null}
            </QueryState>
          ) : view === 'headers-loading' ? (
            <Spinner />
          ) : view === 'no-headers' ? (
            <p className={styles.message}>{GRAPH_TEXT.noHeaders}</p>
          ) : (
            <MultiSelect
              label={GRAPH_TEXT.headers}
              labels={{ search: GRAPH_TEXT.searchHeaders }}
              options={(headerData ?? []).map((entry) => ({
                value: entry.header,
                label: graphSeriesLabel(entry.name, entry.unit),
              }))}
              value={headers}
              onValueChange={(next) => update({ headers: next })}
              max={GRAPH_MAX_HEADERS}
              maxMessage={GRAPH_TEXT.maxHeaders(GRAPH_MAX_HEADERS)}
            />
          )}
        </div>
        <section
          className={styles.chartArea}
          aria-label={GRAPH_TEXT.chartTitle}
          aria-busy={loading || graph.isValidating}
        >
          <div className={styles.actions}>
            <Button variant="outline" size="small" disabled={!hasPoints} onClick={exportCsv}>
              {GRAPH_TEXT.exportCsv}
            </Button>
            <Button variant="outline" size="small" disabled={!hasPoints} onClick={exportPng}>
              {GRAPH_TEXT.exportPng}
            </Button>
          </div>
          {view === 'choose' ? (
            <p className={styles.message}>{GRAPH_TEXT.chooseHeader}</p>
          ) : view === 'failed' ? (
            <QueryState
              loading={false}
              error={graph.error}
              errorMessage={failure}
              onRetry={() => void graph.mutate()}
            >
              {null}
            </QueryState>
          ) : view === 'loading' ? (
            <Spinner />
          ) : (view === 'chart' || view === 'empty') && columns ? (
            <TimeSeriesChart
              // The chart holds its zoom and shows a drag's window in the same frame; the address
              // follows (the router renders its changes as a transition, frames later). A new
              // selection is a new chart, which starts from the address's zoom (a link, a reload).
              key={`${device.id}|${selection.timeRange}|${selection.interval}|${headersKey}`}
              ref={chart}
              title={GRAPH_TEXT.chartTitle}
              timestamps={columns.timestamps}
              series={series}
              maxGap={selection.interval * MINUTE * 1.5}
              defaultZoom={selection.zoom}
              onZoomChange={(zoom) => update({ zoom })}
              hiddenSeries={hidden}
              onHiddenSeriesChange={setHidden}
              emptyMessage={MESSAGES.NO_GRAPH_DATA}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
