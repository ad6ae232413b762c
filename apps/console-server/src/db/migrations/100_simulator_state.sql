-- Helper B (devices, simulator, alarms, change log): state the simulator keeps between cycles.

-- Whether the configuration's rule held at the last evaluation: an entry is created when it starts
-- to hold (one per episode, not per cycle) and resolved when it stops.
ALTER TABLE alarm_configurations ADD COLUMN last_triggered boolean NOT NULL DEFAULT false;
ALTER TABLE alarm_configurations ADD COLUMN last_evaluated_at timestamptz;

-- Pending parameter writes, picked up by every simulator cycle.
CREATE INDEX change_log_entries_pending ON change_log_entries (status, applies_at)
  WHERE status = 'incomplete';
CREATE INDEX alarm_entries_configuration_open ON alarm_entries (alarm_configuration_id)
  WHERE is_resolved = false;
CREATE INDEX register_values_device ON register_values (tenant_id, device_id);
