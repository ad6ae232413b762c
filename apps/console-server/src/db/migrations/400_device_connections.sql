-- Real devices (issue 22): a device's Modbus TCP connection, its polling state and last values,
-- models of a company's own, and why a parameter write failed.

ALTER TABLE devices ADD COLUMN host text NOT NULL DEFAULT '127.0.0.1';
ALTER TABLE devices ADD COLUMN port integer NOT NULL DEFAULT 502 CHECK (port BETWEEN 1 AND 65535);
ALTER TABLE devices ADD COLUMN modbus_unit integer NOT NULL DEFAULT 1 CHECK (modbus_unit BETWEEN 1 AND 247);
ALTER TABLE devices ADD COLUMN poll_interval integer NOT NULL DEFAULT 60 CHECK (poll_interval BETWEEN 10 AND 3600);
-- Two devices of a company may not share host, port and unit id (one gateway, one unit each).
CREATE UNIQUE INDEX devices_connection ON devices (tenant_id, lower(host), port, modbus_unit);

-- What the poller last learnt of a device: state (unknown / online / offline), the last successful
-- poll, the last error, failures in a row, and the values of the last successful poll.
CREATE TABLE device_status (
  device_id integer PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES tenants(id),
  state text NOT NULL DEFAULT 'unknown' CHECK (state IN ('unknown', 'online', 'offline')),
  last_seen timestamptz,
  last_error text,
  failures integer NOT NULL DEFAULT 0,
  coils jsonb NOT NULL DEFAULT '{}'::jsonb,
  registers jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The instance that polls the device and until when its lease holds (several instances, one database).
  lease_owner text,
  lease_until timestamptz
);
CREATE INDEX device_status_lease ON device_status (lease_until);

-- Device models a company admin added (POST /device-models/); the built-in models are files.
CREATE TABLE device_models (
  tenant_id text NOT NULL REFERENCES tenants(id),
  key text NOT NULL,
  definition jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);

-- Why a write failed (a Modbus exception by name and code, no answer), null otherwise; when the
-- poller sent it to the device (a write sent before a crash is read back, never sent twice).
ALTER TABLE change_log_entries ADD COLUMN detail text;
ALTER TABLE change_log_entries ADD COLUMN sent_at timestamptz;
