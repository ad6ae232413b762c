import {
  MESSAGES,
  areasDiffer,
  floorAfterDelete,
  floorIds,
  floorsInOrder,
  moveFloor,
  nextFloorOrder,
} from '@hvac/console-domain';
import { useCallback, useMemo, useState } from 'react';
import type { Area, CreateFloorRequest, Floor } from '../types';
import { useFloors } from './hooks';
import { useConsoleMutations } from './mutations';

/** How the editor tells the user what happened: the catalogue's messages (projects.md §8). */
export interface FloorPlanEditorNotices {
  success: (message: string) => void;
  error: (message: string, cause: unknown) => void;
}

/** The areas being edited on one floor; null means "as saved". */
interface Draft {
  floorId: number;
  areas: Area[];
}

/**
 * The floor plan editor's state and actions (projects.md §2 Floor plan), without markup: the floors
 * in order and the one shown, the areas as edited (a draft over the saved ones) and whether they
 * differ from the saved ones, the selected area, and the writes (save the areas, add, delete and
 * reorder floors), each reported through `notices` with its catalogue message. Choosing another floor
 * drops the draft and the selection; a write that fails keeps the draft.
 */
export function useFloorPlanEditor(projectId: number, notices: FloorPlanEditorNotices) {
  const response = useFloors(projectId);
  const mutations = useConsoleMutations();
  const floors = useMemo(() => floorsInOrder(response.data ?? []), [response.data]);
  const [chosenFloorId, setChosenFloorId] = useState<number | null>(null);
  const floor: Floor | undefined = floors.find((item) => item.id === chosenFloorId) ?? floors[0];
  const floorIndex = floor ? floors.indexOf(floor) : -1;

  const [draft, setDraft] = useState<Draft | null>(null);
  const [selection, setSelection] = useState<{ floorId: number; areaId: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const areas = useMemo(
    () => (draft && floor && draft.floorId === floor.id ? draft.areas : (floor?.device_map ?? [])),
    [draft, floor],
  );
  const dirty =
    floor !== undefined && draft?.floorId === floor.id && areasDiffer(floor.device_map, areas);
  const selectedAreaId = floor && selection?.floorId === floor.id ? selection.areaId : null;
  const selectedArea = areas.find((area) => area.id === selectedAreaId);

  const chooseFloor = useCallback((id: number | null) => {
    setChosenFloorId(id);
    setDraft(null);
    setSelection(null);
  }, []);

  const selectArea = useCallback(
    (areaId: string | null) =>
      setSelection(floor && areaId !== null ? { floorId: floor.id, areaId } : null),
    [floor],
  );

  /** Moves an area of the floor shown (dragging, arrow keys): a draft until saved. */
  const moveArea = useCallback(
    (id: string, position: { x: number; y: number }) => {
      if (!floor) return;
      setDraft((current) => {
        const base = current && current.floorId === floor.id ? current.areas : floor.device_map;
        return {
          floorId: floor.id,
          areas: base.map((area) => (area.id === id ? { ...area, ...position } : area)),
        };
      });
    },
    [floor],
  );

  const discard = useCallback(() => setDraft(null), []);

  /** Saves the floor's areas (PATCH device_map); the draft is dropped once the server has them. */
  async function saveAreas(next: Area[]): Promise<boolean> {
    if (!floor) return false;
    setBusy(true);
    try {
      await mutations.updateDeviceMap(projectId, floor.id, next);
      setDraft(null);
      notices.success(MESSAGES.FLOOR_PLAN_SAVED);
      return true;
    } catch (error) {
      notices.error(MESSAGES.ERROR_UPDATING_DEVICE_MAP, error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Adds a floor and shows it; resolves to the floor, or to the failure (its field messages). */
  async function addFloor(
    request: CreateFloorRequest,
  ): Promise<{ floor: Floor; error?: undefined } | { floor?: undefined; error: unknown }> {
    try {
      const created = await mutations.createFloor(projectId, request);
      notices.success(MESSAGES.FLOOR_ADDED);
      chooseFloor(created.id);
      return { floor: created };
    } catch (error) {
      notices.error(MESSAGES.ERROR_ADDING_FLOOR, error);
      return { error };
    }
  }

  /** Deletes the floor shown; the next floor in order is shown instead. */
  async function deleteFloor(): Promise<boolean> {
    if (!floor) return false;
    try {
      await mutations.removeFloor(projectId, floor.id);
      notices.success(MESSAGES.FLOOR_DELETED);
      chooseFloor(floorAfterDelete(floors, floor.id)?.id ?? null);
      return true;
    } catch (error) {
      notices.error(MESSAGES.ERROR_DELETING_FLOOR, error);
      return false;
    }
  }

  /**
   * Moves the floor shown up (-1) or down (1) in the order; resolves to its new place, or null
   * when the server refused. The floor shown stays the one moved (the first floor is shown by
   * default: moving it down would otherwise show another one).
   */
  async function reorder(offset: -1 | 1): Promise<number | null> {
    if (!floor) return null;
    const to = floorIndex + offset;
    setChosenFloorId(floor.id);
    try {
      await mutations.reorderFloors(projectId, floorIds(moveFloor(floors, floorIndex, to)));
      return Math.max(0, Math.min(to, floors.length - 1));
    } catch (error) {
      notices.error(MESSAGES.ERROR_REORDERING_FLOORS, error);
      return null;
    }
  }

  return {
    /** The floors read (loading, error, retry). */
    response,
    floors,
    floor,
    floorIndex,
    canMoveUp: floorIndex > 0,
    canMoveDown: floorIndex >= 0 && floorIndex < floors.length - 1,
    nextOrder: nextFloorOrder(floors),
    chooseFloor,
    areas,
    dirty,
    busy,
    selectedAreaId,
    selectedArea,
    selectArea,
    moveArea,
    discard,
    saveAreas,
    /** Adds an area (placed by the caller) and saves the floor; resolves to whether it was saved. */
    addArea: (area: Area) => saveAreas([...areas, area]),
    /** Saves one area's changed label, unit or size. */
    updateArea: (changed: Area) =>
      saveAreas(areas.map((area) => (area.id === changed.id ? changed : area))),
    /** Removes an area and saves the floor. */
    removeArea: (id: string) => saveAreas(areas.filter((area) => area.id !== id)),
    addFloor,
    deleteFloor,
    reorder,
  };
}

export type FloorPlanEditor = ReturnType<typeof useFloorPlanEditor>;
