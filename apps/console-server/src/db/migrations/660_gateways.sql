-- Edge gateways (issue 32): a program inside a building that polls its devices and talks to the
-- console over one outbound MQTT connection (DECISIONS.md "Edge gateways (MQTT)").
CREATE TABLE gateways (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- unknown before its first connection, online while its MQTT session is connected, offline after.
  state text NOT NULL DEFAULT 'unknown' CHECK (state IN ('unknown', 'online', 'offline')),
  last_seen timestamptz,
  -- What its last up/hello said: its version, and the server's clock minus the gateway's.
  version text,
  clock_skew_ms bigint,
  -- Its journal as its last up/state reported it: polls not yet acknowledged, the oldest of them,
  -- and polls dropped past the journal's cap.
  backlog_polls integer NOT NULL DEFAULT 0 CHECK (backlog_polls >= 0),
  backlog_oldest_at timestamptz,
  dropped_polls bigint NOT NULL DEFAULT 0 CHECK (dropped_polls >= 0),
  -- MQTT credentials, set by enrolment: the user name (also its client id) and the scrypt hash of
  -- its password (auth/passwords.ts); the password itself is answered once and never stored.
  mqtt_username text UNIQUE,
  mqtt_password_hash text,
  -- The single-use enrolment token (SHA-256, as refresh tokens), valid 24 h; spent once enrolled.
  enrolment_token_hash text UNIQUE,
  enrolment_expires_at timestamptz,
  enrolment_spent_at timestamptz,
  -- A revoked gateway is kept (its devices still name it) but its credentials never work again.
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateways_project ON gateways (tenant_id, project_id, id);

-- A device is polled by the server (null) or by exactly one gateway of its company.
ALTER TABLE devices ADD COLUMN gateway_id integer REFERENCES gateways(id) ON DELETE SET NULL;
CREATE INDEX devices_gateway ON devices (gateway_id) WHERE gateway_id IS NOT NULL;
