-- Scale (issue 15): indexes for a company with thousands of devices and millions of alarm entries.

-- The lists' default orderings over the whole tenant.
CREATE INDEX alarm_entries_tenant_time ON alarm_entries (tenant_id, triggered_at DESC, id DESC);
CREATE INDEX change_log_entries_tenant_time ON change_log_entries (tenant_id, created_at DESC, id DESC);
CREATE INDEX devices_tenant ON devices (tenant_id, id);
-- Foreign keys that deletes cascade through (a device, a rule) and per-device lists.
CREATE INDEX alarm_entries_device ON alarm_entries (device_id, triggered_at DESC);
CREATE INDEX alarm_entries_configuration ON alarm_entries (alarm_configuration_id);
CREATE INDEX change_log_entries_device ON change_log_entries (device_id, created_at DESC);
CREATE INDEX alarm_configurations_device ON alarm_configurations (device_id);

-- The `search` parameter is a case-insensitive substring match (ILIKE '%term%'): trigram indexes
-- answer it on PostgreSQL. pg_trgm is a trusted extension (no superuser needed); where it cannot be
-- created (PGlite without the extension loaded) the lists search without these indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: search without trigram indexes';
END
$$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX projects_search_name ON projects USING gin (name public.gin_trgm_ops);
    CREATE INDEX projects_search_city ON projects USING gin (address_city public.gin_trgm_ops);
    CREATE INDEX projects_search_investor ON projects USING gin (investor public.gin_trgm_ops);
    CREATE INDEX projects_search_contact ON projects USING gin (contact_person public.gin_trgm_ops);
    CREATE INDEX devices_search_unit ON devices USING gin (unit_id public.gin_trgm_ops);
    CREATE INDEX devices_search_type ON devices USING gin (device_type public.gin_trgm_ops);
    CREATE INDEX alarm_configurations_search_name
      ON alarm_configurations USING gin (parameter_name public.gin_trgm_ops);
  END IF;
END
$$;
