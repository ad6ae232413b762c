-- The model list reads these columns only: its cost does not grow with the models' register layouts,
-- which are parsed once per server process when a device needs them (a model never changes once added).
ALTER TABLE device_models
  ADD COLUMN manufacturer text NOT NULL DEFAULT '',
  ADD COLUMN model text NOT NULL DEFAULT '',
  ADD COLUMN model_type text NOT NULL DEFAULT '',
  ADD COLUMN device_type text NOT NULL DEFAULT '',
  ADD COLUMN is_single_unit boolean NOT NULL DEFAULT false;
UPDATE device_models SET
  manufacturer = coalesce(definition->>'manufacturer', ''),
  model = coalesce(definition->>'model', ''),
  model_type = coalesce(definition->>'model_type', ''),
  device_type = coalesce(definition->>'device_type', ''),
  is_single_unit = coalesce((definition->>'is_single_unit')::boolean, false);
