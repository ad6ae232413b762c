import type { DeviceModelSummary } from '@hvac/console-api';
import { useConsoleMutations, useDeviceModels } from '@hvac/console-api/react';
import { DEVICE_MESSAGES, yesNo } from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, DeviceModelUpload, useToast } from '@hvac/console-ui';

import { loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { usePermissions } from '../app/usePermissions';
import { PageHeading } from '../app/pageHeading';

const columns: DataTableColumn<DeviceModelSummary>[] = [
  { id: 'manufacturer', header: SCREEN_TEXT.manufacturer, value: (model) => model.manufacturer },
  { id: 'model', header: SCREEN_TEXT.model, value: (model) => model.model },
  { id: 'model_type', header: SCREEN_TEXT.modelType, value: (model) => model.model_type },
  { id: 'device_type', header: SCREEN_TEXT.deviceType, value: (model) => model.device_type },
  {
    id: 'is_single_unit',
    header: SCREEN_TEXT.singleUnit,
    value: (model) => yesNo(model.is_single_unit),
  },
  { id: 'key', header: SCREEN_TEXT.deviceModelKey, value: (model) => model.key },
];

const NO_MODELS: DeviceModelSummary[] = [];

/**
 * /device-models/ (Settings menu, company admins): the models a device may be added with and, for a
 * company admin, a new model from a JSON file, offered at once in Add Device.
 */
export default function DeviceModelsPage() {
  const models = useDeviceModels();
  const { createDeviceModel } = useConsoleMutations();
  const { can } = usePermissions();
  const toast = useToast();
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.deviceModelsTitle} />
      {can('add_device_models') ? (
        <DeviceModelUpload
          className={styles.narrow}
          onSubmit={async (model) => {
            await createDeviceModel(model);
            toast.success(DEVICE_MESSAGES.DEVICE_MODEL_ADDED);
          }}
        />
      ) : null}
      <DataTable
        aria-label={SCREEN_TEXT.deviceModelsTitle}
        columns={columns}
        mode="client"
        rows={models.data ?? NO_MODELS}
        getRowId={(model) => model.key}
        searchable={false}
        loading={models.isLoading}
        error={loadErrorMessage(models.error, DEVICE_MESSAGES.FAILED_TO_LOAD_DEVICE_MODELS)}
        onRetry={() => void models.mutate()}
        labels={{ empty: DEVICE_MESSAGES.NO_DEVICE_MODELS }}
      />
    </div>
  );
}
