import type { Area, Floor } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useConsoleMutations, useFloors } from '@hvac/console-api/react';
import type { Size } from '@hvac/console-domain';
import {
  MESSAGES,
  areasDiffer,
  createArea,
  floorAfterDelete,
  floorIds,
  moveFloor,
  nextFloorOrder,
} from '@hvac/console-domain';
import {
  Button,
  EmptyState,
  FloorPlan,
  Select,
  Switch,
  ValueAgeText,
  focusWhenReady,
  freeSpotOnPlan,
  useToast,
  valueAge,
} from '@hvac/console-ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';

import { QueryState } from '../../../app/QueryState';
import { usePermissions } from '../../../app/usePermissions';
import { useNow } from '../../../app/useLiveDevice';
import { AddAreaDialog } from '../floor/AddAreaDialog';
import type { AddFloorValues } from '../floor/AddFloorDialog';
import { AddFloorDialog, floorFieldErrors } from '../floor/AddFloorDialog';
import { AreaPanel } from '../floor/AreaPanel';
import { liveByArea, unitOfArea, unitOptions } from '../floor/areaUnits';
import { DeleteFloorDialog } from '../floor/DeleteFloorDialog';
import * as styles from '../floor/floor.css';
import { FLOOR_TEXT } from '../floor/floorText';
import { useLeaveGuard } from '../floor/useLeaveGuard';
import { UnitWriteActions } from '../tree/UnitWriteActions';
import { useLiveUnits } from '../floor/useLiveUnits';
import type { ProjectTabProps } from './types';

/** Users without edit_projects never get Enable Dragging: the hint does not offer it. */
const READ_ONLY_LABELS = { keyboardHint: FLOOR_TEXT.readOnlyHint };

const byOrder = (floors: readonly Floor[]) =>
  [...floors].sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The Floor Plan tab (projects.md §2): floor select, Add / Delete / reorder floors, the plan with
 * its areas' live values, dragging and keyboard moves with Save Positions, the side panel and the
 * Add New Area dialog. Only `edit_projects` changes anything; everyone else reads.
 */
export default function FloorPlanTab({ project }: ProjectTabProps) {
  const floorsResponse = useFloors(project.id);
  const mutations = useConsoleMutations();
  const toast = useToast();
  const { can } = usePermissions();
  const canEdit = can('edit_projects');
  const live = useLiveUnits(project.id);
  const now = useNow();

  const floors = useMemo(() => byOrder(floorsResponse.data ?? []), [floorsResponse.data]);
  const [chosenFloorId, setChosenFloorId] = useState<number | null>(null);
  const floor = floors.find((item) => item.id === chosenFloorId) ?? floors[0];

  // The areas being edited; undefined means "as saved".
  const [draft, setDraft] = useState<{ floorId: number; areas: Area[] } | null>(null);
  const areas = useMemo(
    () => (draft && floor && draft.floorId === floor.id ? draft.areas : (floor?.device_map ?? [])),
    [draft, floor],
  );
  const dirty =
    floor !== undefined && draft?.floorId === floor.id && areasDiffer(floor.device_map, areas);

  const [dragging, setDragging] = useState(false);
  const [imageSize, setImageSize] = useState<Size>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const floorSelectId = useId();
  const planRef = useRef<HTMLDivElement>(null);
  const addFloorRef = useRef<HTMLDivElement>(null);
  const addAreaRef = useRef<HTMLButtonElement>(null);
  const moveUpRef = useRef<HTMLButtonElement>(null);
  const moveDownRef = useRef<HTMLButtonElement>(null);
  const discard = useCallback(() => setDraft(null), []);
  const leaveGuard = useLeaveGuard(dirty, discard);

  const planAreas = useMemo(() => areas.map(toPlanArea), [areas]);
  const selectedArea = areas.find((area) => area.id === selectedId);
  const selectedUnit = selectedArea ? unitOfArea(live.units, selectedArea) : undefined;
  const canWrite = can('write_parameters');
  const liveValues = useMemo(() => liveByArea(areas, live.units), [areas, live.units]);
  const stale = valueAge(now, live.updatedAt, live.intervalMs)?.stale ?? false;
  const options = useMemo(() => unitOptions(live.units), [live.units]);

  const onMove = useCallback(
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

  // Where focus goes after an action whose button leaves or is disabled (WCAG 2.4.3).
  const focusFloorSelect = () =>
    focusWhenReady(
      () =>
        document.getElementById(floorSelectId) ??
        addFloorRef.current?.querySelector<HTMLButtonElement>('button'),
    );
  const focusArea = (id: string) =>
    focusWhenReady(() =>
      planRef.current?.querySelector<HTMLButtonElement>(
        `[data-area-id="${CSS.escape(id)}"] button`,
      ),
    );
  const focusAfterRemove = () =>
    focusWhenReady(
      () =>
        planRef.current?.querySelector<HTMLButtonElement>('[data-area-id] button') ??
        addAreaRef.current,
    );

  function chooseFloor(id: number) {
    setChosenFloorId(id);
    setDraft(null);
    setSelectedId(null);
    setImageSize(undefined);
  }

  /** Saves the floor's areas (PATCH device_map); the draft is dropped once the server has them. */
  async function saveAreas(next: Area[]): Promise<boolean> {
    if (!floor) return false;
    setBusy(true);
    try {
      await mutations.updateDeviceMap(project.id, floor.id, next);
      setDraft(null);
      toast.success(MESSAGES.FLOOR_PLAN_SAVED);
      return true;
    } catch {
      toast.error(MESSAGES.ERROR_UPDATING_DEVICE_MAP);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function addFloor(values: AddFloorValues) {
    try {
      const created = await mutations.createFloor(project.id, {
        name: values.name,
        order: values.order,
        floor_image: values.image,
        fileName: values.image.name,
      });
      toast.success(MESSAGES.FLOOR_ADDED);
      chooseFloor(created.id);
      return undefined;
    } catch (error) {
      console.error(MESSAGES.ERROR_CREATING_FLOOR, error);
      toast.error(MESSAGES.ERROR_ADDING_FLOOR);
      return floorFieldErrors(isApiError(error) ? error.fieldErrors : undefined);
    }
  }

  async function deleteFloor(): Promise<boolean> {
    if (!floor) return false;
    try {
      await mutations.removeFloor(project.id, floor.id);
      toast.success(MESSAGES.FLOOR_DELETED);
      const next = floorAfterDelete(floors, floor.id);
      if (next) chooseFloor(next.id);
      else setChosenFloorId(null);
      return true;
    } catch {
      toast.error(MESSAGES.ERROR_DELETING_FLOOR);
      return false;
    }
  }

  async function reorder(offset: -1 | 1) {
    if (!floor) return;
    const from = floors.indexOf(floor);
    const to = from + offset;
    const ordered = moveFloor(floors, from, to);
    // The floor shown stays the one moved (the first floor is shown by default: moving it down
    // would show another one).
    setChosenFloorId(floor.id);
    try {
      await mutations.reorderFloors(project.id, floorIds(ordered));
      // At the top or the bottom now: the other move button takes focus from the disabled one.
      if (to <= 0) focusWhenReady(() => moveDownRef.current);
      else if (to >= floors.length - 1) focusWhenReady(() => moveUpRef.current);
    } catch {
      toast.error(MESSAGES.ERROR_REORDERING_FLOORS);
    }
  }

  /** Adds an area where it hides no other one; resolves to its id once saved. */
  async function addArea(input: { label: string; unitNumber: string; unitType: Area['unitType'] }) {
    const area = createArea({ ...input, id: `area-${Date.now().toString(36)}` });
    const placed = imageSize
      ? { ...area, ...freeSpotOnPlan(planRef.current, areas, imageSize) }
      : area;
    const saved = await saveAreas([...areas, placed]);
    return saved ? placed.id : null;
  }

  const floorIndex = floor ? floors.indexOf(floor) : -1;

  return (
    <div className={styles.tab}>
      <QueryState
        loading={floorsResponse.isLoading}
        error={floorsResponse.error}
        onRetry={() => void floorsResponse.mutate()}
      >
        <div className={styles.toolbar}>
          {floors.length > 0 ? (
            <Select
              id={floorSelectId}
              label={FLOOR_TEXT.floor}
              options={floors.map((item) => ({ value: String(item.id), label: item.name }))}
              value={floor ? String(floor.id) : undefined}
              onValueChange={(value) => leaveGuard.confirmDiscard(() => chooseFloor(Number(value)))}
            />
          ) : null}
          {canEdit ? (
            <>
              <div ref={addFloorRef} className={styles.contents}>
                <AddFloorDialog
                  nextOrder={nextFloorOrder(floors)}
                  onAdd={addFloor}
                  onAdded={focusFloorSelect}
                />
              </div>
              {floor ? (
                <>
                  <DeleteFloorDialog
                    floorName={floor.name}
                    onDelete={deleteFloor}
                    onDeleted={focusFloorSelect}
                  />
                  <Button
                    ref={moveUpRef}
                    variant="outline"
                    tone="neutral"
                    focusableWhenDisabled
                    disabled={floorIndex <= 0}
                    onClick={() => void reorder(-1)}
                  >
                    {FLOOR_TEXT.moveUp}
                  </Button>
                  <Button
                    ref={moveDownRef}
                    variant="outline"
                    tone="neutral"
                    focusableWhenDisabled
                    disabled={floorIndex < 0 || floorIndex >= floors.length - 1}
                    onClick={() => void reorder(1)}
                  >
                    {FLOOR_TEXT.moveDown}
                  </Button>
                </>
              ) : null}
            </>
          ) : null}
        </div>
        {floor ? (
          <>
            <div className={styles.toolbar}>
              {canEdit ? (
                <>
                  <Switch
                    label={FLOOR_TEXT.enableDragging}
                    checked={dragging}
                    onCheckedChange={setDragging}
                  />
                  <AddAreaDialog
                    unitOptions={options}
                    unitsLoading={live.isLoading}
                    disabled={busy}
                    triggerRef={addAreaRef}
                    onAdd={addArea}
                    onAdded={focusArea}
                  />
                  {/* Stays focusable once saved (nothing left to save): focus stays on it. */}
                  <Button
                    disabled={!dirty}
                    focusableWhenDisabled
                    loading={busy}
                    onClick={() => void saveAreas(areas)}
                  >
                    {FLOOR_TEXT.savePositions}
                  </Button>
                  {dirty ? <span role="status">{FLOOR_TEXT.unsaved}</span> : null}
                </>
              ) : null}
              <ValueAgeText now={now} updatedAt={live.updatedAt} intervalMs={live.intervalMs} />
            </div>
            <div ref={planRef} className={styles.layout}>
              <FloorPlan
                key={floor.id}
                imageUrl={floor.floor_image}
                imageAlt={floor.name}
                onImageSize={setImageSize}
                areas={planAreas}
                live={liveValues}
                stale={stale}
                selectedId={selectedId}
                onSelectedIdChange={setSelectedId}
                draggable={canEdit && dragging}
                onMove={onMove}
                labels={canEdit ? undefined : READ_ONLY_LABELS}
                aria-label={`${FLOOR_TEXT.floor}: ${floor.name}`}
              />
              {selectedArea ? (
                <AreaPanel
                  area={selectedArea}
                  unit={selectedUnit}
                  image={imageSize}
                  canEdit={canEdit}
                  busy={busy}
                  onSave={(changed) =>
                    void saveAreas(areas.map((area) => (area.id === changed.id ? changed : area)))
                  }
                  writeActions={
                    canWrite && selectedUnit ? (
                      <UnitWriteActions
                        projectId={project.id}
                        deviceId={selectedUnit.deviceId}
                        unitId={selectedUnit.unit.id}
                        unitNumber={selectedUnit.unit.unit}
                        systemId={selectedUnit.systemId}
                        title={selectedArea.label}
                        current={{ ...selectedUnit.unit.summary_data }}
                        onSettled={() => void live.mutate()}
                      />
                    ) : null
                  }
                  onRemove={() => saveAreas(areas.filter((area) => area.id !== selectedArea.id))}
                  onRemoved={focusAfterRemove}
                />
              ) : (
                <p className={styles.note}>{FLOOR_TEXT.selectArea}</p>
              )}
            </div>
          </>
        ) : (
          <EmptyState title={MESSAGES.NO_FLOORS} />
        )}
      </QueryState>
      {leaveGuard.dialog}
    </div>
  );
}

/** The widget's area: unitNumber as text, extraInfo dropped. */
function toPlanArea(area: Area) {
  return {
    id: area.id,
    label: area.label,
    unitNumber: String(area.unitNumber),
    unitType: area.unitType,
    x: area.x,
    y: area.y,
    width: area.width,
    height: area.height,
  };
}
