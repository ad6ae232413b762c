import type { KeyboardEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';

/** Type-ahead keeps what was typed for this long (the WAI-ARIA tree pattern's usual value). */
const TYPE_AHEAD_MS = 500;

export interface TreeNode {
  /** Unique in the whole tree. */
  id: string;
  /** The node's name: shown, announced and matched by type-ahead. */
  label: string;
  /** A second, quieter line (model, unit count), announced as the node's description. */
  detail?: string;
  /**
   * A warning in words shown with an icon before the detail and announced with it ('Offline'):
   * never colour alone.
   */
  warning?: string;
  /** Child nodes; a node with at least one is a parent that expands and collapses. */
  children?: readonly TreeNode[];
}

/** One visible row of the tree: a node with its place in the hierarchy. */
export interface TreeRow {
  node: TreeNode;
  /** 1 for top-level nodes. */
  level: number;
  /** Position among its siblings, from 1, and how many siblings there are. */
  posInSet: number;
  setSize: number;
  parentId: string | null;
  /** Undefined for a leaf. */
  expanded: boolean | undefined;
}

const isParent = (node: TreeNode) => (node.children?.length ?? 0) > 0;

/** The rows a tree shows: every top-level node, and the children of each expanded parent. */
export function visibleTreeRows(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (siblings: readonly TreeNode[], level: number, parentId: string | null) => {
    siblings.forEach((node, index) => {
      const open = isParent(node) ? expanded.has(node.id) : undefined;
      rows.push({
        node,
        level,
        posInSet: index + 1,
        setSize: siblings.length,
        parentId,
        expanded: open,
      });
      if (open && node.children) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Each node's parent id, for the whole tree (collapsed branches included). */
function parentsOf(nodes: readonly TreeNode[]): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  const walk = (siblings: readonly TreeNode[], parentId: string | null) => {
    for (const node of siblings) {
      parents.set(node.id, parentId);
      if (node.children) walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return parents;
}

export interface UseTreeOptions {
  nodes: readonly TreeNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Expanded parents (controlled); with `onExpandedIdsChange`. */
  expandedIds?: readonly string[];
  defaultExpandedIds?: readonly string[];
  onExpandedIdsChange?: (ids: readonly string[]) => void;
  /** Rows a Page Up / Page Down moves. */
  pageSize?: number;
}

/**
 * Behaviour of a single-select tree (WAI-ARIA APG tree view): the visible rows, which row holds
 * focus (roving tabindex), and its keyboard: Up/Down move, Right opens a parent or enters it,
 * Left closes a parent or goes to the parent, Home/End, Page Up/Down, `*` opens all siblings,
 * type-ahead, Enter and Space choose (and open) the focused node. Focus and selection are apart:
 * moving does not choose, so arrowing through a thousand units reads nothing from the devices.
 * The markup is the caller's; `focusRequest` counts the moves that must take DOM focus.
 */
export function useTree({
  nodes,
  selectedId,
  onSelect,
  expandedIds,
  defaultExpandedIds = [],
  onExpandedIdsChange,
  pageSize = 8,
}: UseTreeOptions) {
  const [expandedList, setExpandedList] = useControllableState<readonly string[]>({
    value: expandedIds,
    defaultValue: defaultExpandedIds,
    onChange: onExpandedIdsChange,
    name: 'Tree expandedIds',
  });
  const expanded = useMemo(() => new Set(expandedList), [expandedList]);
  const rows = useMemo(() => visibleTreeRows(nodes, expanded), [nodes, expanded]);
  const parents = useMemo(() => parentsOf(nodes), [nodes]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const typed = useRef({ text: '', at: 0 });

  const indexOf = useCallback(
    (id: string | null) => (id === null ? -1 : rows.findIndex((row) => row.node.id === id)),
    [rows],
  );

  /**
   * The row that takes Tab: the focused node, or its nearest visible ancestor when a branch
   * closed over it; else the selected node when visible; else the first row.
   */
  const tabIndexRow = useMemo(() => {
    let id = focusedId;
    while (id !== null) {
      const index = indexOf(id);
      if (index >= 0) return index;
      id = parents.get(id) ?? null;
    }
    const selected = indexOf(selectedId);
    if (selected >= 0) return selected;
    return rows.length > 0 ? 0 : -1;
  }, [focusedId, indexOf, parents, rows.length, selectedId]);

  const setExpanded = useCallback(
    (id: string, open: boolean) => {
      setExpandedList((current) => {
        if (current.includes(id) === open) return current;
        return open ? [...current, id] : current.filter((item) => item !== id);
      });
    },
    [setExpandedList],
  );

  const focusRow = (index: number) => {
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!row) return;
    setFocusedId(row.node.id);
    setFocusRequest((count) => count + 1);
  };

  /** Chooses a node (Enter, Space, a click) and opens it, so its children can be reached. */
  const choose = useCallback(
    (row: TreeRow) => {
      setFocusedId(row.node.id);
      if (row.expanded === false) setExpanded(row.node.id, true);
      onSelect(row.node.id);
    },
    [onSelect, setExpanded],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (rows.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = tabIndexRow;
    const row = rows[current];
    if (!row) return;
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        return focusRow(current + 1);
      case 'ArrowUp':
        handled();
        return focusRow(current - 1);
      case 'Home':
        handled();
        return focusRow(0);
      case 'End':
        handled();
        return focusRow(rows.length - 1);
      case 'PageDown':
        handled();
        return focusRow(current + pageSize);
      case 'PageUp':
        handled();
        return focusRow(current - pageSize);
      case 'ArrowRight':
        handled();
        if (row.expanded === false) return setExpanded(row.node.id, true);
        if (row.expanded === true) return focusRow(current + 1);
        return undefined;
      case 'ArrowLeft':
        handled();
        if (row.expanded === true) return setExpanded(row.node.id, false);
        if (row.parentId !== null) return focusRow(indexOf(row.parentId));
        return undefined;
      case '*': {
        handled();
        const siblings = rows.filter(
          (other) => other.parentId === row.parentId && other.expanded === false,
        );
        if (siblings.length > 0) {
          setExpandedList((list) => [...list, ...siblings.map((other) => other.node.id)]);
        }
        return undefined;
      }
      case 'Enter':
      case ' ':
        // A space inside a type-ahead word is part of the word.
        if (
          event.key === ' ' &&
          typed.current.text &&
          Date.now() - typed.current.at < TYPE_AHEAD_MS
        ) {
          break;
        }
        handled();
        return choose(row);
      default:
        break;
    }
    if (event.key.length !== 1) return undefined;
    const now = Date.now();
    const text =
      (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + event.key.toLowerCase();
    typed.current = { text, at: now };
    // Repeating one letter cycles through the nodes that start with it.
    const repeated = text.length > 1 && [...text].every((letter) => letter === text[0]);
    const needle = repeated ? text[0] : text;
    const start = repeated || text.length === 1 ? current + 1 : current;
    for (let offset = 0; offset < rows.length; offset += 1) {
      const index = (start + offset) % rows.length;
      if (rows[index]?.node.label.toLowerCase().startsWith(needle)) {
        handled();
        return focusRow(index);
      }
    }
    return undefined;
  };

  return {
    rows,
    /** Index of the row with tabindex 0 (-1 when the tree is empty). */
    tabIndexRow,
    focusRequest,
    onKeyDown,
    choose,
    toggle: (row: TreeRow) => {
      if (row.expanded !== undefined) setExpanded(row.node.id, !row.expanded);
    },
    /** A row took focus by pointer or Tab. */
    onRowFocus: (id: string) => setFocusedId(id),
  };
}
