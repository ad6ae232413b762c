import type { Area } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useLiveRead } from '@hvac/console-api/live';
import { useFloorPlanEditor, useProjectUnits } from '@hvac/console-api/react';
import type { Size } from '@hvac/console-domain';
import { MESSAGES, createArea } from '@hvac/console-domain';
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
import { useId, useMemo, useRef, useState } from 'react';

import { QueryState } from '../../../app/QueryState';
import { LIVE_UNITS_READ } from '../../../app/liveReads';
import { usePermissions } from '../../../app/usePermissions';
import { useNow } from '../../../app/useNow';
import type { NewArea } from '../floor/AddAreaDialog';
import { AddAreaDialog } from '../floor/AddAreaDialog';
import type { AddFloorValues } from '../floor/AddFloorDialog';
import { AddFloorDialog, floorFieldErrors } from '../floor/AddFloorDialog';
import { AreaPanel } from '../floor/AreaPanel';
import { liveByArea, projectUnits, unitOfArea, unitOptions } from '../floor/areaUnits';
import { DeleteFloorDialog } from '../floor/DeleteFloorDialog';
import * as styles from '../floor/floor.css';
import { FLOOR_TEXT } from '../floor/floorText';
import { useLeaveGuard } from '../floor/useLeaveGuard';
import { UnitWriteActions } from '../tree/UnitWriteActions';
import type { ProjectTabProps } from './types';

/** Users without edit_projects never get Enable Dragging: the hint does not offer it. */
const READ_ONLY_LABELS = { keyboardHint: FLOOR_TEXT.readOnlyHint };

/**
 * The Floor Plan tab (projects.md §2): floor select, Add / Delete / reorder floors, the plan with
 * its areas' live values, dragging and keyboard moves with Save Positions, the side panel and the
 * Add New Area dialog. Only `edit_projects` changes anything; everyone else reads. The editing
 * itself (draft, dirty state, saves, reorder) is console-api's useFloorPlanEditor.
 */
export default function FloorPlanTab({ project }: ProjectTabProps) {
  const toast = useToast();
  const editor = useFloorPlanEditor(project.id, toast);
  const { floor, floors, areas } = editor;
  const { can } = usePermissions();
  const canEdit = can('edit_projects');
  const live = useLiveRead(useProjectUnits, project.id, LIVE_UNITS_READ);
  const units = useMemo(() => projectUnits(live.data), [live.data]);
  const now = useNow();

  const [dragging, setDragging] = useState(false);
  // The floor image's natural size, of the floor it was measured on.
  const [image, setImage] = useState<{ floorId: number; size: Size }>();
  const imageSize = floor && image?.floorId === floor.id ? image.size : undefined;
  const floorSelectId = useId();
  const planRef = useRef<HTMLDivElement>(null);
  const addFloorRef = useRef<HTMLDivElement>(null);
  const addAreaRef = useRef<HTMLButtonElement>(null);
  const moveUpRef = useRef<HTMLButtonElement>(null);
  const moveDownRef = useRef<HTMLButtonElement>(null);
  const leaveGuard = useLeaveGuard(editor.dirty, editor.discard);

  const planAreas = useMemo(() => areas.map(toPlanArea), [areas]);
  const selectedArea = editor.selectedArea;
  const selectedUnit = selectedArea ? unitOfArea(units, selectedArea) : undefined;
  const canWrite = can('write_parameters');
  const liveValues = useMemo(() => liveByArea(areas, units), [areas, units]);
  const stale = valueAge(now, live.updatedAt, live.intervalMs)?.stale ?? false;
  const options = useMemo(() => unitOptions(units), [units]);

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

  async function addFloor(values: AddFloorValues) {
    const added = await editor.addFloor({
      name: values.name,
      order: values.order,
      floor_image: values.image,
      fileName: values.image.name,
    });
    if (!added.error) return undefined;
    console.error(MESSAGES.ERROR_CREATING_FLOOR, added.error);
    return floorFieldErrors(isApiError(added.error) ? added.error.fieldErrors : undefined);
  }

  async function reorder(offset: -1 | 1) {
    const to = await editor.reorder(offset);
    // At the top or the bottom now: the other move button takes focus from the disabled one.
    if (to === null) return;
    if (to <= 0) focusWhenReady(() => moveDownRef.current);
    else if (to >= floors.length - 1) focusWhenReady(() => moveUpRef.current);
  }

  /** Adds an area of the chosen unit where it hides no other one; resolves to its id once saved. */
  async function addArea(input: NewArea) {
    const unit = units.find((entry) => entry.unit.id === input.indoorUnitId);
    if (!unit) return null;
    const area = createArea({
      id: `area-${Date.now().toString(36)}`,
      label: input.label,
      unitType: input.unitType,
      unitNumber: String(unit.unit.unit),
      deviceId: unit.deviceId,
      indoorUnitId: unit.unit.id,
    });
    const placed = imageSize
      ? { ...area, ...freeSpotOnPlan(planRef.current, areas, imageSize) }
      : area;
    return (await editor.addArea(placed)) ? placed.id : null;
  }

  return (
    <div className={styles.tab}>
      <QueryState
        loading={editor.response.isLoading}
        error={editor.response.error}
        onRetry={() => void editor.response.mutate()}
      >
        <div className={styles.toolbar}>
          {floors.length > 0 ? (
            <Select
              id={floorSelectId}
              label={FLOOR_TEXT.floor}
              options={floors.map((item) => ({ value: String(item.id), label: item.name }))}
              value={floor ? String(floor.id) : undefined}
              onValueChange={(value) =>
                leaveGuard.confirmDiscard(() => editor.chooseFloor(Number(value)))
              }
            />
          ) : null}
          {canEdit ? (
            <>
              <div ref={addFloorRef} className={styles.contents}>
                <AddFloorDialog
                  nextOrder={editor.nextOrder}
                  onAdd={addFloor}
                  onAdded={focusFloorSelect}
                />
              </div>
              {floor ? (
                <>
                  <DeleteFloorDialog
                    floorName={floor.name}
                    onDelete={editor.deleteFloor}
                    onDeleted={focusFloorSelect}
                  />
                  <Button
                    ref={moveUpRef}
                    variant="outline"
                    tone="neutral"
                    focusableWhenDisabled
                    disabled={!editor.canMoveUp}
                    onClick={() => void reorder(-1)}
                  >
                    {FLOOR_TEXT.moveUp}
                  </Button>
                  <Button
                    ref={moveDownRef}
                    variant="outline"
                    tone="neutral"
                    focusableWhenDisabled
                    disabled={!editor.canMoveDown}
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
                    disabled={editor.busy}
                    triggerRef={addAreaRef}
                    onAdd={addArea}
                    onAdded={focusArea}
                  />
                  {/* Stays focusable once saved (nothing left to save): focus stays on it. */}
                  <Button
                    disabled={!editor.dirty}
                    focusableWhenDisabled
                    loading={editor.busy}
                    onClick={() => void editor.saveAreas(areas)}
                  >
                    {FLOOR_TEXT.savePositions}
                  </Button>
                  {editor.dirty ? <span role="status">{FLOOR_TEXT.unsaved}</span> : null}
                </>
              ) : null}
              <ValueAgeText now={now} updatedAt={live.updatedAt} intervalMs={live.intervalMs} />
            </div>
            <div ref={planRef} className={styles.layout}>
              <FloorPlan
                key={floor.id}
                imageUrl={floor.floor_image}
                imageAlt={floor.name}
                onImageSize={(size) => setImage({ floorId: floor.id, size })}
                areas={planAreas}
                live={liveValues}
                stale={stale}
                selectedId={editor.selectedAreaId}
                onSelectedIdChange={editor.selectArea}
                draggable={canEdit && dragging}
                onMove={editor.moveArea}
                labels={canEdit ? undefined : READ_ONLY_LABELS}
                aria-label={`${FLOOR_TEXT.floor}: ${floor.name}`}
              />
              {selectedArea ? (
                <AreaPanel
                  area={selectedArea}
                  unit={selectedUnit}
                  image={imageSize}
                  canEdit={canEdit}
                  busy={editor.busy}
                  onSave={(changed) => void editor.updateArea(changed)}
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
                  onRemove={() => editor.removeArea(selectedArea.id)}
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
