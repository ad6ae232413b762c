import { Raster } from './png';

type Color = readonly [number, number, number];

/** A small deterministic generator (mulberry32), so the demo looks the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FACADES: Color[] = [
  [196, 180, 158],
  [150, 160, 172],
  [214, 206, 190],
  [120, 132, 140],
  [176, 140, 120],
  [226, 222, 214],
];

/** A building photo stand-in: sky, a facade with a grid of windows, street and a tree or two. */
export function projectImage(seed: number, width = 480, height = 300): Buffer {
  const random = seededRandom(seed);
  const image = new Raster(width, height);
  image.gradient(0, 0, width, height * 0.75, [120, 170, 220], [214, 232, 246]);
  const groundTop = Math.round(height * 0.8);
  image.fill(0, groundTop, width, height - groundTop, [92, 96, 102]);
  image.fill(0, groundTop, width, 6, [170, 170, 168]);

  const blocks = 1 + Math.floor(random() * 2);
  let left = Math.round(width * (0.12 + random() * 0.1));
  for (let block = 0; block < blocks; block += 1) {
    const blockWidth = Math.round(width * (0.32 + random() * 0.18));
    const floors = 4 + Math.floor(random() * 8);
    const floorHeight = Math.min(26, Math.floor((groundTop - 30) / floors));
    const top = groundTop - floors * floorHeight;
    const facade = FACADES[Math.floor(random() * FACADES.length)];
    image.fill(left, top, blockWidth, groundTop - top, facade);
    image.fill(left - 4, top - 6, blockWidth + 8, 6, [70, 74, 80]);
    const columns = Math.max(3, Math.floor(blockWidth / 28));
    const windowWidth = Math.floor(blockWidth / columns) - 10;
    for (let floor = 0; floor < floors; floor += 1) {
      for (let column = 0; column < columns; column += 1) {
        const x = left + 6 + column * Math.floor(blockWidth / columns);
        const y = top + 5 + floor * floorHeight;
        const lit = random() < 0.2;
        image.fill(x, y, windowWidth, floorHeight - 10, lit ? [250, 226, 150] : [88, 128, 170]);
        image.fill(x, y, windowWidth, 3, [160, 196, 226]);
      }
    }
    // Outdoor units of the VRF system on the roof.
    for (let unit = 0; unit < 2 + Math.floor(random() * 3); unit += 1) {
      image.fill(left + 10 + unit * 34, top - 22, 28, 16, [200, 204, 208]);
      image.frame(left + 10 + unit * 34, top - 22, 28, 16, 2, [110, 114, 120]);
    }
    left += blockWidth + Math.round(width * 0.04);
  }
  for (let tree = 0; tree < 2; tree += 1) {
    const x = Math.round(random() * (width - 40));
    image.fill(x + 16, groundTop - 30, 6, 30, [96, 70, 48]);
    image.fill(x, groundTop - 64, 38, 38, [70, 132, 76]);
  }
  return image.toPng();
}

export interface Room {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FloorPlanImage {
  png: Buffer;
  width: number;
  height: number;
  rooms: Room[];
}

const WALL: Color = [52, 58, 66];

/** An architectural plan: outer walls, a corridor across the middle and rooms with doors either side. */
export function floorPlanImage(seed: number, width = 900, height = 560): FloorPlanImage {
  const random = seededRandom(seed);
  const image = new Raster(width, height, [250, 250, 247]);
  const margin = 30;
  const wall = 8;
  const inner = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  image.frame(inner.x, inner.y, inner.width, inner.height, wall, WALL);
  const corridorTop = Math.round(inner.y + inner.height * (0.42 + random() * 0.08));
  const corridorHeight = 70;
  image.fill(inner.x, corridorTop, inner.width, 4, WALL);
  image.fill(inner.x, corridorTop + corridorHeight, inner.width, 4, WALL);
  image.fill(
    inner.x + wall,
    corridorTop + 4,
    inner.width - 2 * wall,
    corridorHeight - 4,
    [236, 236, 230],
  );

  const rooms: Room[] = [];
  for (const band of [
    { top: inner.y + wall, bottom: corridorTop, doorY: corridorTop },
    {
      top: corridorTop + corridorHeight + 4,
      bottom: inner.y + inner.height - wall,
      doorY: corridorTop + corridorHeight,
    },
  ]) {
    let x = inner.x + wall;
    const end = inner.x + inner.width - wall;
    while (x < end - 60) {
      const roomWidth = Math.min(end - x, Math.round(120 + random() * 140));
      const room = { x, y: band.top, width: roomWidth, height: band.bottom - band.top };
      rooms.push(room);
      if (x + roomWidth < end)
        image.fill(x + roomWidth - 2, band.top, 4, band.bottom - band.top, WALL);
      // A door into the corridor and a window on the outer wall.
      image.fill(x + 20, band.doorY, 36, 4, [250, 250, 247]);
      const windowY = band.doorY === corridorTop ? inner.y : inner.y + inner.height - wall;
      image.fill(x + roomWidth / 2 - 30, windowY + 2, 60, wall - 4, [150, 196, 230]);
      x += roomWidth;
    }
  }
  // Stairs at the end of the corridor.
  for (let step = 0; step < 8; step += 1) {
    image.fill(
      inner.x + inner.width - wall - 64 + step * 8,
      corridorTop + 10,
      2,
      corridorHeight - 16,
      [150, 150, 150],
    );
  }
  return { png: image.toPng(), width, height, rooms };
}
