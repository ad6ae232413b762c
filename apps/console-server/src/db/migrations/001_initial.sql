-- The whole shared schema of the reference server (see ARCHITECTURE.md).
-- Every tenant-owned table carries tenant_id and every query filters by it.

CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL
);

-- Server-wide flags (for example the row that records that the demo data was seeded).
CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  permission_type text NOT NULL CHECK (permission_type IN
    ('company_admin', 'company_manager', 'company_operator', 'company_spectator')),
  is_superuser boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, username)
);
CREATE INDEX users_tenant_email ON users (tenant_id, lower(email));

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants(id),
  email text NOT NULL,
  permission_type text NOT NULL CHECK (permission_type IN
    ('company_admin', 'company_manager', 'company_operator', 'company_spectator')),
  redeemed boolean NOT NULL DEFAULT false,
  redeemed_at timestamptz,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invites_tenant ON invites (tenant_id, created_at);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  send_error text
);

CREATE TABLE files (
  key text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  content_type text NOT NULL,
  size bigint NOT NULL,
  original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  address_city text NOT NULL DEFAULT '',
  address_street_one text NOT NULL DEFAULT '',
  address_zip text NOT NULL DEFAULT '',
  address_country text NOT NULL DEFAULT '',
  image text REFERENCES files(key) ON DELETE SET NULL,
  investor text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  contact_person text NOT NULL DEFAULT '',
  contact_number text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  lat double precision,
  lon double precision,
  last_intervention timestamptz,
  error_status boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_tenant ON projects (tenant_id, id);

CREATE TABLE recent_projects (
  tenant_id text NOT NULL REFERENCES tenants(id),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);

CREATE TABLE floors (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name text NOT NULL,
  "order" integer NOT NULL DEFAULT 0,
  floor_image text REFERENCES files(key) ON DELETE SET NULL,
  device_map jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX floors_project ON floors (tenant_id, project_id, "order");

CREATE TABLE documents (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  file_key text NOT NULL REFERENCES files(key),
  original_name text NOT NULL,
  size bigint NOT NULL,
  content_type text NOT NULL,
  file_format text NOT NULL,
  file_extension text NOT NULL,
  file_type text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN
    ('contract', 'service', 'work_order', 'project', 'installation', 'other')),
  project_id integer REFERENCES projects(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_tenant ON documents (tenant_id, project_id, document_type);

CREATE TABLE devices (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  unit_id text NOT NULL,
  device_type text NOT NULL,
  model_key text NOT NULL,
  firmware text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  is_single_unit boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX devices_tenant_project ON devices (tenant_id, project_id);

CREATE TABLE outdoor_units (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  unit integer NOT NULL
);
CREATE INDEX outdoor_units_device ON outdoor_units (device_id);

CREATE TABLE indoor_units (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  outdoor_unit_id integer REFERENCES outdoor_units(id) ON DELETE CASCADE,
  unit integer NOT NULL,
  name text NOT NULL DEFAULT '',
  unit_type text NOT NULL DEFAULT 'regular'
);
CREATE INDEX indoor_units_device ON indoor_units (device_id);

CREATE TABLE register_values (
  tenant_id text NOT NULL REFERENCES tenants(id),
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  modbus_type text NOT NULL CHECK (modbus_type IN ('coil', 'register')),
  register integer NOT NULL,
  value double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, modbus_type, register)
);

CREATE TABLE alarm_configurations (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  outdoor_unit_id integer REFERENCES outdoor_units(id) ON DELETE CASCADE,
  indoor_unit_id integer REFERENCES indoor_units(id) ON DELETE CASCADE,
  parameter_name text NOT NULL,
  parameter_modbus_type text NOT NULL,
  parameter_register integer NOT NULL,
  threshold_value double precision,
  boolean_value boolean,
  alarm_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alarm_configurations_project ON alarm_configurations (tenant_id, project_id);

CREATE TABLE alarm_entries (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  outdoor_unit_id integer REFERENCES outdoor_units(id) ON DELETE CASCADE,
  indoor_unit_id integer REFERENCES indoor_units(id) ON DELETE CASCADE,
  alarm_configuration_id integer REFERENCES alarm_configurations(id) ON DELETE CASCADE,
  triggered_value double precision NOT NULL,
  triggered_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  is_resolved boolean NOT NULL DEFAULT false
);
CREATE INDEX alarm_entries_project ON alarm_entries (tenant_id, project_id, triggered_at);
CREATE INDEX alarm_entries_unresolved ON alarm_entries (tenant_id, is_resolved, triggered_at);

CREATE TABLE change_log_entries (
  id serial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  device_id integer REFERENCES devices(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  status text NOT NULL,
  param_name text NOT NULL,
  data jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  applies_at timestamptz
);
CREATE INDEX change_log_entries_project ON change_log_entries (tenant_id, project_id, created_at);
