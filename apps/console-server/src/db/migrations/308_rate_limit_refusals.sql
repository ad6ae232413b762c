-- An attempt refused while its key waits is not counted and does not move the key's times (a client that
-- waits as told gets in); the statement that refused it marks the row, so the caller can tell.
ALTER TABLE rate_limits ADD COLUMN refused boolean NOT NULL DEFAULT false;
