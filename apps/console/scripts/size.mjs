// Size budgets of the console: the gzip size of the JavaScript and CSS a browser loads for a route,
// read from the Vite build manifest (run after `vite build`). Lazily imported chunks (the map, the
// dialogs, other routes) are not counted; map tiles are images and never are. Fails above a budget.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(appDir, process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

const KB = 1024;
/** The modules each route loads eagerly: the entry, then the route-level chunks the router imports. */
const routes = [
  // A first visit to /login/ loads React and the sign-in form only (app/Console.tsx): not the
  // router, the route table or the guards. Measured sizes: docs/benchmarks/size-budgets.md.
  { path: '/login/', budgetKb: 90, modules: ['index.html'] },
  {
    // The shell with live updates (the stream and its notice) and the dashboard's cards.
    path: '/dashboard/',
    budgetKb: 183,
    modules: ['index.html', 'src/app/SignedInLayout.tsx', 'src/pages/DashboardPage.tsx'],
  },
  {
    // The paged table (shared with /devices/ and /users/) is most of what it adds to the shell.
    path: '/projects/',
    budgetKb: 215,
    modules: ['index.html', 'src/app/SignedInLayout.tsx', 'src/pages/ProjectListPage.tsx'],
  },
  {
    // The default tab (Alarms) counts; the other tabs load when they are opened. The floor plan's
    // leave guard, the router and the DataTable's opt-in grid features (opt-in props inside one
    // component cannot be shaken out) are in the shared chunks.
    path: '/projects/{id}/',
    budgetKb: 235,
    modules: [
      'index.html',
      'src/app/SignedInLayout.tsx',
      'src/pages/ProjectDetailPage.tsx',
      'src/pages/project/tabs/AlarmsTab.tsx',
    ],
  },
];

/** Every file a module pulls in statically: its chunk, its static imports (recursively) and their CSS. */
function filesOf(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size budgets: '${key}' is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => /\.(m?js|css)$/.test(file));
}

// zlib's default level (6), what servers commonly use.
const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file))).length;
const format = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

let failed = false;
for (const route of routes) {
  const files = filesOf(route.modules).map((file) => ({ file, gzip: gzipSize(file) }));
  const js = files.filter((f) => !f.file.endsWith('.css')).reduce((sum, f) => sum + f.gzip, 0);
  const css = files.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.gzip, 0);
  const total = js + css;
  const over = total > route.budgetKb * KB;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${route.path.padEnd(16)} ${format(total).padStart(9)} gzip ` +
      `(JS ${format(js)}, CSS ${format(css)}; budget ${route.budgetKb} kB; ${files.length} files)`,
  );
  if (over || process.env.SIZE_VERBOSE) {
    for (const { file, gzip } of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`       ${format(gzip).padStart(9)}  ${file}`);
    }
  }
}
if (failed) {
  console.error('Size budgets exceeded.');
  process.exit(1);
}
