-- Stored history (issue 22): one row per device and successful poll, partitioned by day (the poller
-- creates each day's partition before its first row and drops partitions past the retention), and
-- hourly rollups (sample count and sums per register and coil) for long ranges.
CREATE TABLE device_history (
  tenant_id text NOT NULL,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  coils jsonb NOT NULL,
  registers jsonb NOT NULL
) PARTITION BY RANGE (at);
CREATE INDEX device_history_device_at ON device_history (device_id, at);

CREATE TABLE device_history_hourly (
  tenant_id text NOT NULL,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  samples integer NOT NULL,
  -- {"c": {"20": 12}, "r": {"42": -310}}: sums of each coil and register over the hour's samples
  sums jsonb NOT NULL,
  PRIMARY KEY (device_id, hour)
);
