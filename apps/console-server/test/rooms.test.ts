// The server's folders ("rooms") as a graph of their imports: every folder has a rank in
// eslint.layers.js (whose lint blocks refuse an import upwards), and no import cycle joins two
// folders, which the rank rule alone would allow between rooms of one rank.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const { serverRooms } = (await import(
  path.resolve(import.meta.dirname, '../../../eslint.layers.js')
)) as {
  serverRooms: string[][];
};

/** Every source file of src (tests aside), relative to src. */
function sourceFiles(folder = src): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The room of a file or folder: its first folder under src, '.' for the composition root. */
function roomOf(target: string): string {
  const parts = path.relative(src, target).split(path.sep);
  if (parts.length > 1) return parts[0];
  return fs.existsSync(target) && fs.statSync(target).isDirectory() ? parts[0] : '.';
}

/** Room -> rooms it imports (relative specifiers of import, export and import()). */
function roomGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const from = roomOf(file);
      const to = roomOf(path.resolve(path.dirname(file), match[1]));
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Groups of rooms that reach one another (Tarjan's strongly connected components, size > 1). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (room: string) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    for (const to of graph.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) === index.get(room)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== room);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const room of graph.keys()) if (!index.has(room)) visit(room);
  return found;
}

describe("the server's rooms", () => {
  const graph = roomGraph();
  const rank = new Map(serverRooms.flatMap((rooms, at) => rooms.map((room) => [room, at])));

  it('every folder of src has a rank in eslint.layers.js', () => {
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !rank.has(folder))).toEqual([]);
  });

  it('every import goes to a room of its rank or lower, and nothing imports from routes/', () => {
    const upwards: string[] = [];
    for (const [from, targets] of graph) {
      if (from === '.' || from === 'cli') continue;
      for (const to of targets)
        if (to === '.' || rank.get(to)! < rank.get(from)!) upwards.push(`${from} -> ${to}`);
    }
    expect(upwards).toEqual([]);
    expect([...graph].filter(([, targets]) => targets.has('routes')).map(([from]) => from)).toEqual(
      ['.'],
    );
  });

  it('no import cycle joins two rooms', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([
      ['poller', new Set(['devices'])],
      ['devices', new Set(['history'])],
      ['history', new Set(['poller'])],
    ]);
    expect(cycles(looped)).toEqual([['devices', 'history', 'poller']]);
  });
});
