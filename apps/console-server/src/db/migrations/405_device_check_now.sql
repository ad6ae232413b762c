-- Check now (issue 30): a request to poll a device at once, past its reconnect backoff. The instance
-- that holds the device's lease takes it (as it takes the device's writes), polls, and records which
-- request the poll answered, so the caller, on any instance, knows when its check is done.
ALTER TABLE device_status ADD COLUMN check_requested_at timestamptz;
ALTER TABLE device_status ADD COLUMN checked_for timestamptz;
CREATE INDEX device_status_check_requested ON device_status (device_id)
  WHERE check_requested_at IS NOT NULL;
