-- Debug Mode's raw reads (issue 31): only the instance that holds a device's lease talks to its gateway.
-- The instance that receives POST /devices/{id}/device_parameters_raw/ stores the request here; the
-- lease holder takes it (taken_by), reads the device between its polls and stores the values (result)
-- or the device's error; the requester waits for the answer, then deletes the row (and a row nobody
-- waits for any more is deleted by age).
CREATE TABLE raw_reads (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  coils integer[] NOT NULL,
  registers integer[] NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  taken_by text,
  taken_at timestamptz,
  answered_at timestamptz,
  result jsonb,
  error text,
  CHECK (answered_at IS NULL OR (result IS NULL) <> (error IS NULL))
);
CREATE INDEX raw_reads_waiting ON raw_reads (device_id) WHERE taken_by IS NULL;
