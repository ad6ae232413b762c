-- A device's error flag of its last successful poll (an error parameter not 0), stored beside its
-- values: the project's error status is computed from every device's stored flag, so that every
-- server instance agrees on it, and a restart starts from what was last seen (issue 31).
ALTER TABLE device_status ADD COLUMN has_error boolean NOT NULL DEFAULT false;
CREATE INDEX device_status_has_error ON device_status (tenant_id) WHERE has_error;
