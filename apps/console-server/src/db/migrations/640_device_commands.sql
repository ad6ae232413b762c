-- Device commands (issue 31): a write to a device is a typed row (function code, register, raw value,
-- status, sent and answered times, detail) that the poller owning the device executes; it no longer
-- parses the change log's display text ([register, '23.5 °C', raw]) back. The change-log entry keeps
-- who wrote what, as the user saw it, and reads its status and detail from its command (the view
-- change_log). Entries without a command are history (the demo's past writes): their own status holds.
CREATE TABLE device_commands (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  -- Modbus function: 5 write single coil, 6 write single register.
  function_code smallint NOT NULL CHECK (function_code IN (5, 6)),
  register integer NOT NULL CHECK (register BETWEEN 0 AND 65535),
  -- The value as the register holds it (signed registers may be negative); a coil 0 or 1.
  raw_value integer NOT NULL CHECK (raw_value BETWEEN -32768 AND 65535),
  status text NOT NULL DEFAULT 'incomplete' CHECK (status IN ('incomplete', 'complete', 'failed')),
  created_at timestamptz NOT NULL,
  -- Claimed by the poller that sends it (never sent twice; after a crash only read back).
  sent_at timestamptz,
  answered_at timestamptz,
  detail text,
  CHECK (function_code = 6 OR raw_value IN (0, 1))
);
CREATE INDEX device_commands_pending ON device_commands (device_id, id) WHERE status = 'incomplete';

ALTER TABLE change_log_entries ADD COLUMN command_id integer UNIQUE
  REFERENCES device_commands(id) ON DELETE SET NULL;
ALTER TABLE change_log_entries ALTER COLUMN status DROP NOT NULL;

-- Writes still waiting become commands (ids kept, so the entry and its command share one).
INSERT INTO device_commands (id, tenant_id, device_id, function_code, register, raw_value, status,
                             created_at, sent_at)
SELECT id, tenant_id, device_id, function_code, register, raw_value, 'incomplete', created_at, sent_at
  FROM (SELECT c.id, c.tenant_id, c.device_id, c.created_at, c.sent_at,
               CASE c.action WHEN 'single-coil-write' THEN 5 ELSE 6 END AS function_code,
               CASE WHEN (c.data ->> 0) ~ '^[0-9]{1,5}$' THEN (c.data ->> 0)::integer END AS register,
               CASE WHEN (CASE WHEN jsonb_array_length(c.data) >= 3 THEN c.data ->> 2 ELSE c.data ->> 1 END)
                         ~ '^-?[0-9]{1,5}$'
                    THEN (CASE WHEN jsonb_array_length(c.data) >= 3 THEN c.data ->> 2 ELSE c.data ->> 1 END)::integer
               END AS raw_value
          FROM change_log_entries c
         WHERE c.status = 'incomplete' AND c.device_id IS NOT NULL AND jsonb_typeof(c.data) = 'array'
           AND c.action IN ('single-register-write', 'single-coil-write')) w
 WHERE register BETWEEN 0 AND 65535 AND raw_value BETWEEN -32768 AND 65535
   AND (function_code = 6 OR raw_value IN (0, 1));
UPDATE change_log_entries c SET command_id = c.id, status = NULL
 WHERE EXISTS (SELECT 1 FROM device_commands d WHERE d.id = c.id);
-- What cannot be sent any more is failed, in words.
UPDATE change_log_entries SET status = 'failed', detail = 'The device answered with another value.'
 WHERE status = 'incomplete';
SELECT setval(pg_get_serial_sequence('device_commands', 'id'),
              GREATEST((SELECT max(id) FROM device_commands), 1));

ALTER TABLE change_log_entries DROP COLUMN sent_at;
ALTER TABLE change_log_entries DROP COLUMN applies_at;

CREATE VIEW change_log AS
SELECT c.id, c.tenant_id, c.project_id, c.device_id, c.user_id, c.action, c.param_name, c.data,
       c.created_at, c.command_id,
       COALESCE(d.status, c.status) AS status,
       COALESCE(d.detail, c.detail) AS detail
  FROM change_log_entries c LEFT JOIN device_commands d ON d.id = c.command_id;
