-- Stored history as read by graphs and historical tables: one row per device, UTC day and unit
-- (`general.0`, `outdoor.2`, `indoor.14`), a block of five-minute slots per register and coil of that
-- unit (src/history/blocks.ts), built from device_history's polls
-- (and, for the demo, from the emulator's signals for the 90 days before its first start). `until`:
-- slots before it are in the block; polls from it on are read from device_history.
CREATE TABLE device_history_days (
  tenant_id text NOT NULL,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  day date NOT NULL,
  unit_group text NOT NULL,
  until timestamptz NOT NULL,
  block bytea NOT NULL,
  PRIMARY KEY (device_id, day, unit_group)
);
