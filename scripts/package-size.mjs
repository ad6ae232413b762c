// What each published package costs a product that installs it: the gzip size of the JavaScript a
// Vite build of the product keeps for one import (one component, the table, the whole barrel, …),
// built from the packages' dist as consumers get them, React and other peers left out. Budgets are
// read from the size table of docs/benchmarks/size-budgets.md; an import over its budget, or one component that pulls in the
// table or the map (tree-shaking broken), fails. Run after the packages' build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// Entries live where the packages resolve as a product's dependencies do (apps/console depends on all three).
const work = path.join(root, 'apps/console/node_modules/.cache/package-size');
const PEERS = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler$/, /^swr($|\/)/, /^msw($|\/)/];
const KB = 1024;

// From a fresh clone the packages have no dist yet: say so rather than fail deep inside a build.
const unbuilt = ['console-domain', 'console-ui', 'console-api'].filter(
  (name) => !existsSync(path.join(root, 'packages', name, 'dist')),
);
if (unbuilt.length > 0) {
  console.error(
    `size:packages measures the packages' dist, which ${unbuilt.join(', ')} lack: run \`pnpm run build\` first`,
  );
  process.exit(1);
}

/**
 * Text that only the table, the chart and the map bring into a bundle (names minifiers keep). Each
 * marker is first proven present where it belongs, so a check for its absence is never vacuous.
 */
const MARKERS = {
  table: { text: '_rowModels', why: 'TanStack Table (the table)' },
  tableLabels: { text: 'Rows per page', why: "the DataTable's labels" },
  chart: { text: 'visx', why: 'the chart (visx)' },
  map: { text: 'pigeon', why: 'the map (pigeon-maps)' },
};

/** What is measured: a label, the entry's source, markers it must and must not contain. */
const imports = [
  {
    name: '@hvac/console-domain',
    what: '`formatDateTime`',
    source: "export { formatDateTime } from '@hvac/console-domain';",
  },
  {
    name: '@hvac/console-domain',
    what: 'whole barrel',
    source: "export * from '@hvac/console-domain';",
  },
  {
    name: '@hvac/console-ui',
    what: '`Button`',
    source: "export { Button } from '@hvac/console-ui';",
    // One component: neither the table, its labels, the chart nor the map may come along.
    mustNotContain: [MARKERS.table, MARKERS.tableLabels, MARKERS.chart, MARKERS.map],
  },
  {
    name: '@hvac/console-ui',
    what: '`DataTable`',
    source: "export { DataTable } from '@hvac/console-ui';",
    mustContain: [MARKERS.table, MARKERS.tableLabels],
    mustNotContain: [MARKERS.chart, MARKERS.map],
  },
  {
    name: '@hvac/console-ui',
    what: 'whole barrel',
    source: "export * from '@hvac/console-ui';",
    mustContain: [MARKERS.table, MARKERS.chart],
    mustNotContain: [MARKERS.map],
  },
  {
    name: '@hvac/console-ui',
    what: '`/widgets`',
    source: "export * from '@hvac/console-ui/widgets';",
    // The widgets bring the table and the chart, never the map (that is `/map`'s).
    mustContain: [MARKERS.table, MARKERS.chart],
    mustNotContain: [MARKERS.map],
  },
  {
    name: '@hvac/console-ui',
    what: '`/map`',
    source: "export * from '@hvac/console-ui/map';",
    mustContain: [MARKERS.map],
  },
  {
    name: '@hvac/console-ui',
    what: '`/create-theme`',
    source: "export { createConsoleTheme } from '@hvac/console-ui/create-theme';",
    mustNotContain: [MARKERS.table, MARKERS.chart, MARKERS.map],
  },
  { name: '@hvac/console-ui', what: '`/styles.css`', css: 'packages/console-ui/dist/index.css' },
  {
    name: '@hvac/console-api',
    what: '`createConsoleClient`',
    source: "export { createConsoleClient } from '@hvac/console-api';",
  },
  { name: '@hvac/console-api', what: 'whole barrel', source: "export * from '@hvac/console-api';" },
  {
    name: '@hvac/console-api',
    what: '`/react`',
    source: "export * from '@hvac/console-api/react';",
  },
  {
    name: '@hvac/console-api',
    what: '`/live`',
    source: "export * from '@hvac/console-api/live';",
  },
];

/** The table between the size-budgets markers of BUDGETS_FILE: | package | import | budget (gzip) | … */
const BUDGETS_FILE = 'docs/benchmarks/size-budgets.md';

function readBudgets() {
  const readme = readFileSync(path.join(root, BUDGETS_FILE), 'utf8');
  const table = /<!-- size-budgets:start -->([\s\S]*?)<!-- size-budgets:end -->/.exec(readme);
  if (!table) throw new Error(`${BUDGETS_FILE} has no size-budgets table`);
  const budgets = new Map();
  for (const line of table[1].split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const kb = /^([\d.]+) kB$/.exec(cells[3] ?? '');
    if (kb) budgets.set(`${cells[1].replace(/`/g, '')} ${cells[2]}`, Number(kb[1]) * KB);
  }
  return budgets;
}

/** A production build of one entry, as a product's Vite build would make it. */
async function bundle(source, index) {
  const entry = path.join(work, `entry-${index}.js`);
  writeFileSync(entry, `${source}\n`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: `entry-${index}` },
      rolldownOptions: { external: (id) => PEERS.some((peer) => peer.test(id)) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const chunks = outputs.filter((item) => item.type === 'chunk');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  return { bytes: gzipSync(code).length, code };
}

const format = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const budgets = readBudgets();
const failures = [];
const rows = [];
for (const [index, item] of imports.entries()) {
  const key = `${item.name} ${item.what}`;
  let bytes;
  if (item.css) {
    bytes = gzipSync(readFileSync(path.join(root, item.css))).length;
  } else {
    const result = await bundle(item.source, index);
    bytes = result.bytes;
    for (const marker of item.mustContain ?? []) {
      if (!result.code.includes(marker.text)) {
        failures.push(`${key} lacks '${marker.text}': the marker of ${marker.why} is stale`);
      }
    }
    for (const marker of item.mustNotContain ?? []) {
      if (result.code.includes(marker.text)) {
        failures.push(`${key} pulls in ${marker.why} ('${marker.text}'): tree-shaking is broken`);
      }
    }
  }
  const budget = budgets.get(key);
  if (budget === undefined) failures.push(`${key} has no budget in ${BUDGETS_FILE}`);
  else if (bytes > budget) failures.push(`${key}: ${format(bytes)} is over ${format(budget)}`);
  rows.push([item.name, item.what, format(bytes), budget === undefined ? '—' : format(budget)]);
}
rmSync(work, { recursive: true, force: true });

const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length), 10));
console.log('Package sizes (gzip, minified, peers excluded):');
for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('All package imports within their budgets; one component pulls neither table nor map.');
