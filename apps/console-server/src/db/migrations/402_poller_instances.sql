-- Poller instances that are alive (seen at their last refresh): each takes a fair share of the devices.
CREATE TABLE poller_instances (
  name text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
