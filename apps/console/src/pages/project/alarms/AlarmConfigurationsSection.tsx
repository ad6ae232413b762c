import type {
  AlarmConfiguration,
  CreateAlarmConfigurationRequest,
  DeviceWithConfiguration,
  ModbusType,
  ProjectDetail,
} from '@hvac/console-api';
import {
  useAlarmConfigurations,
  useConsoleMutations,
  useDevicesAndConfigurations,
} from '@hvac/console-api/react';
import type { AlarmConfigurationPayload } from '@hvac/console-domain';
import { MESSAGES, alarmTypeLabel, alarmUnitName, yesNo } from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import {
  Button,
  DataTable,
  DialogPendingOverlay,
  PlusIcon,
  usePaintedSince,
  useToast,
} from '@hvac/console-ui';
import type { Ref } from 'react';
import { Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

import { errorMessage, isForbidden, loadErrorMessage } from '../../../app/errors';
import * as styles from '../../../app/layout.css';
import { PROJECT_TEXT } from '../projectText';
import { SCREEN_TEXT } from '../../../app/text';
import { useServerQuery } from '../../../app/useServerQuery';
import { DeleteConfigurationButton } from './DeleteConfigurationButton';

// Preloaded, the editor renders at once: a plain React.lazy suspends on its first render even when
// its chunk is already loaded, and React holds back what replaces a Suspense fallback for 300 ms.
const AlarmConfigurationEditor = lazyWithPreload(() => import('./AlarmConfigurationEditor'));

/**
 * Fetches and evaluates the editor's chunk while the browser is idle, once an editor sees the
 * section: opening the dialog then waits for neither the network, the chunk's evaluation nor a
 * Suspense fallback.
 */
function usePreloadedEditor(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => void AlarmConfigurationEditor.preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 200);
    return () => window.clearTimeout(handle);
  }, [enabled]);
}

const NO_CONFIGURATIONS: AlarmConfiguration[] = [];
const NO_DEVICES: DeviceWithConfiguration[] = [];

const failure = (fallback: string) => (error: unknown) =>
  isForbidden(error) ? MESSAGES.NOT_ALLOWED : errorMessage(error, fallback);

function toRequest(payload: AlarmConfigurationPayload): CreateAlarmConfigurationRequest {
  return {
    device: Number(payload.device),
    parameter_name: payload.parameter_name,
    parameter_modbus_type: payload.parameter_modbus_type as ModbusType,
    parameter_register: Number(payload.parameter_register),
    alarm_type: payload.alarm_type,
    threshold_value: payload.threshold_value ?? null,
    boolean_value: payload.boolean_value ?? null,
  };
}

type Editing = { kind: 'add' } | { kind: 'edit'; configuration: AlarmConfiguration } | null;

/**
 * The Alarm Configurations table (paged, sorted, searched). Roles with edit_alarm_configurations
 * add, edit and delete; the others only read.
 */
export function AlarmConfigurationsSection({
  project,
  canEdit,
}: {
  project: ProjectDetail;
  canEdit: boolean;
}) {
  const { query, setQuery, params } = useServerQuery();
  usePreloadedEditor(canEdit);
  const configurations = useAlarmConfigurations(project.id, params);
  // Every role reads them: the list names the unit of each configuration, editors choose from them.
  const devices = useDevicesAndConfigurations(project.id);
  const unitName = (configuration: AlarmConfiguration) =>
    alarmUnitName(
      configuration,
      devices.data?.find(({ device }) => device.id === configuration.device.id)?.device.units,
    ) || MESSAGES.NOT_AVAILABLE;
  const mutations = useConsoleMutations();
  const toast = useToast();
  // The editor keeps its own state: opening it re-renders the editor alone, not this table.
  const editor = useRef<EditorHandle>(null);
  // The dialog opens from a button, not through a trigger of its own: focus goes back to that
  // button when it closes, or to the section's heading when the button went with its row.
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restoreFocus = () =>
    requestAnimationFrame(() => {
      const target = opener.current?.isConnected ? opener.current : headingRef.current;
      target?.focus();
    });
  const open = (next: Editing, button: HTMLElement) => {
    opener.current = button;
    editor.current?.open(next);
  };

  const create = async (payload: AlarmConfigurationPayload) => {
    try {
      await mutations.createAlarmConfiguration(project.id, toRequest(payload));
    } catch (error) {
      toast.error(failure(MESSAGES.FAILED_TO_CREATE_ALARM_CONFIGURATION)(error));
      throw error;
    }
    toast.success(MESSAGES.ALARM_CONFIGURATION_CREATED);
  };

  const update = (id: number) => async (payload: AlarmConfigurationPayload) => {
    try {
      await mutations.updateAlarmConfiguration(id, toRequest(payload));
    } catch (error) {
      toast.error(failure(MESSAGES.FAILED_TO_UPDATE_ALARM_CONFIGURATION)(error));
      throw error;
    }
    toast.success(MESSAGES.ALARM_CONFIGURATION_UPDATED);
  };

  /** Deletes after the confirmation; resolves true when it is gone. */
  const remove = async (configuration: AlarmConfiguration) => {
    try {
      await mutations.removeAlarmConfiguration(configuration.id);
      toast.success(MESSAGES.ALARM_CONFIGURATION_DELETED);
      // The row and its button are gone: focus goes to the section's heading.
      opener.current = null;
      restoreFocus();
      return true;
    } catch (error) {
      toast.error(failure(MESSAGES.FAILED_TO_DELETE_ALARM_CONFIGURATION)(error));
      return false;
    }
  };

  const columns: DataTableColumn<AlarmConfiguration>[] = [
    {
      id: 'device',
      header: PROJECT_TEXT.device,
      value: (configuration) => configuration.device.unit_id,
      sortable: true,
      orderingField: 'unit_id',
    },
    {
      // Two configurations of one parameter on different units read apart (System 1 · Reception).
      id: 'unit',
      header: PROJECT_TEXT.unit,
      value: unitName,
    },
    {
      id: 'parameter_name',
      header: PROJECT_TEXT.parameterName,
      value: (configuration) => configuration.parameter_name,
      sortable: true,
    },
    {
      id: 'alarm_type',
      header: PROJECT_TEXT.alarmType,
      value: (configuration) => alarmTypeLabel(configuration.alarm_type),
      sortable: true,
    },
    {
      id: 'threshold_value',
      header: PROJECT_TEXT.threshold,
      value: (configuration) =>
        configuration.boolean_value !== null && configuration.threshold_value === null
          ? yesNo(configuration.boolean_value)
          : (configuration.threshold_value ?? MESSAGES.NOT_AVAILABLE),
      sortable: true,
      align: 'end',
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'action',
      header: SCREEN_TEXT.action,
      cell: (configuration) => {
        const unit = alarmUnitName(
          configuration,
          devices.data?.find(({ device }) => device.id === configuration.device.id)?.device.units,
        );
        const name = [configuration.device.unit_id, unit, configuration.parameter_name]
          .filter(Boolean)
          .join(' ');
        return (
          <span className={styles.rowActions}>
            <Button
              size="small"
              variant="outline"
              tone="neutral"
              aria-label={`${PROJECT_TEXT.editAlarmConfiguration} ${name}`}
              onClick={(event) => open({ kind: 'edit', configuration }, event.currentTarget)}
            >
              {PROJECT_TEXT.edit}
            </Button>
            <DeleteConfigurationButton
              configuration={configuration}
              name={name}
              onConfirm={remove}
            />
          </span>
        );
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby="alarm-configurations-heading">
      <div className={styles.pageHeader}>
        <h2
          ref={headingRef}
          id="alarm-configurations-heading"
          className={styles.subheading}
          tabIndex={-1}
        >
          {PROJECT_TEXT.alarmConfigurations}
        </h2>
        {canEdit ? (
          <Button
            startIcon={<PlusIcon />}
            onClick={(event) => open({ kind: 'add' }, event.currentTarget)}
          >
            {PROJECT_TEXT.addAlarmConfiguration}
          </Button>
        ) : null}
      </div>
      {devices.error ? (
        <p role="alert" className={styles.errorText}>
          {MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS}
        </p>
      ) : null}
      <DataTable
        aria-label={PROJECT_TEXT.alarmConfigurations}
        columns={columns}
        rows={configurations.data?.results ?? NO_CONFIGURATIONS}
        rowCount={configurations.data?.count ?? 0}
        getRowId={(configuration) => String(configuration.id)}
        page={query.page}
        pageSize={query.pageSize}
        onQueryChange={setQuery}
        loading={configurations.isLoading || configurations.isValidating}
        error={loadErrorMessage(
          configurations.error,
          MESSAGES.FAILED_TO_FETCH_ALARM_CONFIGURATIONS,
        )}
        onRetry={() => void configurations.mutate()}
        labels={{
          search: PROJECT_TEXT.searchAlarmConfigurations,
          empty: PROJECT_TEXT.noAlarmConfigurations,
        }}
      />
      {canEdit ? (
        <EditorHost
          ref={editor}
          devices={devices.data}
          devicesFailed={!!devices.error}
          onCreate={create}
          onUpdate={update}
          onClosed={restoreFocus}
        />
      ) : null}
    </section>
  );
}

interface EditorHandle {
  open: (next: Editing) => void;
}

/** The Add/Edit dialog, mounted while open; its state lives here so opening it re-renders no table. */
function EditorHost({
  ref,
  devices,
  devicesFailed,
  onCreate,
  onUpdate,
  onClosed,
}: {
  ref: Ref<EditorHandle>;
  devices: readonly DeviceWithConfiguration[] | undefined;
  devicesFailed: boolean;
  onCreate: (payload: AlarmConfigurationPayload) => Promise<void>;
  onUpdate: (id: number) => (payload: AlarmConfigurationPayload) => Promise<void>;
  onClosed: () => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  useImperativeHandle(ref, () => ({ open: setEditing }), []);
  // The click's frame dims the page; the editor (its form, the devices' parameter lists and the
  // dialog) renders just after that frame is on screen.
  const painted = usePaintedSince(editing !== null);
  if (!editing) return null;
  if (!painted) return <DialogPendingOverlay />;
  const editedConfiguration = editing.kind === 'edit' ? editing.configuration : undefined;
  return (
    <Suspense fallback={null}>
      <AlarmConfigurationEditor
        key={editedConfiguration?.id ?? 'add'}
        devices={devices ?? NO_DEVICES}
        devicesLoading={!devices && !devicesFailed}
        initial={
          editedConfiguration
            ? {
                device: editedConfiguration.device.id,
                parameter_modbus_type: editedConfiguration.parameter_modbus_type,
                parameter_register: editedConfiguration.parameter_register,
                alarm_type: editedConfiguration.alarm_type,
                threshold_value: editedConfiguration.threshold_value,
                boolean_value: editedConfiguration.boolean_value,
              }
            : undefined
        }
        onSubmit={editedConfiguration ? onUpdate(editedConfiguration.id) : onCreate}
        describeFailure={failure(
          editedConfiguration
            ? MESSAGES.FAILED_TO_UPDATE_ALARM_CONFIGURATION
            : MESSAGES.FAILED_TO_CREATE_ALARM_CONFIGURATION,
        )}
        open
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            onClosed();
          }
        }}
      />
    </Suspense>
  );
}
