import type { TreeNode } from './useTree';

const unitsOf = (system: string, names: readonly string[]): TreeNode[] =>
  names.map((name, index) => ({
    id: `${system}-u${index + 1}`,
    label: `Unit ${index + 1} · ${name}`,
  }));

/** Devices with their systems and indoor units, as the tree view shows a project. */
export const TREE_DEVICES: TreeNode[] = [
  {
    id: 'd1',
    label: 'BW-VRF-01',
    detail: 'Midea · MV6-i450WV2GN1',
    children: [
      {
        id: 'd1-s1',
        label: 'System 1',
        detail: '3 indoor units',
        children: unitsOf('d1-s1', ['Office', 'Lobby', 'Kitchen']),
      },
      {
        id: 'd1-s2',
        label: 'System 2',
        detail: '2 indoor units',
        children: unitsOf('d1-s2', ['Hall', 'Archive']),
      },
    ],
  },
  {
    id: 'd2',
    label: 'BW-VRF-02',
    detail: 'Gree · GMV6 Mini',
    children: [{ id: 'd2-s1', label: 'System 1', detail: '0 indoor units', children: [] }],
  },
  { id: 'd3', label: 'HP-01', detail: 'Daikin · Altherma 3' },
];

const ROOMS = ['Office', 'Lobby', 'Meeting room', 'Kitchen'];

/** One device whose one system has 1,000 indoor units: only the visible rows are in the page. */
export const TREE_THOUSAND_UNITS: TreeNode[] = [
  {
    id: 'big',
    label: 'BW-VRF-TOWER',
    detail: 'Midea · MV6-i1000',
    children: [
      {
        id: 'big-s1',
        label: 'System 1',
        detail: '1000 indoor units',
        children: Array.from({ length: 1000 }, (_, index) => ({
          id: `big-u${index + 1}`,
          label: `Unit ${index + 1} · ${ROOMS[index % ROOMS.length]}`,
        })),
      },
    ],
  },
];
