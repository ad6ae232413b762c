-- Scale (issue 15): `search` without ILIKE on every joined name.
--
-- A list's `search` is a case-insensitive substring match (ILIKE '%term%') over several names. ILIKE
-- lower-cases both sides on every call (that is how PostgreSQL defines it for UTF-8), which costs more
-- than the rest of the row; and searching alarm entries by their rule's, device's and project's names
-- meant finding thousands of matching rules and then testing every entry group against them. Each
-- searchable row now keeps its names once, lower-cased and joined by U+001F (unit separator):
-- `search_text LIKE lower('%term%')` selects exactly the rows whose ILIKE on one of the names holds,
-- provided the term has no U+001F itself (the lists then fall back to the ILIKEs). A trigram index
-- answers it where pg_trgm exists; without it (PGlite) the LIKE scans a small table.

-- Projects: name, city, investor and contact person (the list's search fields).
ALTER TABLE projects ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(name) || E'\x1f' || lower(address_city) || E'\x1f' || lower(investor) || E'\x1f' || lower(contact_person)
) STORED;

-- Alarm entry groups (migration 302): the rule's parameter name ('' without a rule), the device's unit id
-- and the project's name, the three names an alarm entry list searches.
CREATE FUNCTION alarm_entry_search_text(tenant text, project integer, device integer, rule integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce((SELECT c.parameter_name FROM alarm_configurations c
                           WHERE c.id = rule AND c.tenant_id = tenant), ''))
         || E'\x1f' || lower(coalesce((SELECT d.unit_id FROM devices d WHERE d.id = device AND d.tenant_id = tenant), ''))
         || E'\x1f' || lower(coalesce((SELECT p.name FROM projects p WHERE p.id = project AND p.tenant_id = tenant), ''))
$$;

ALTER TABLE alarm_entry_counts ADD COLUMN search_text text NOT NULL DEFAULT '';
UPDATE alarm_entry_counts k
   SET search_text = alarm_entry_search_text(k.tenant_id, k.project_id, k.device_id, k.configuration_key);

-- New groups get their names when the counting triggers create them.
CREATE OR REPLACE FUNCTION alarm_entry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_entry_counts AS k (tenant_id, project_id, device_id, configuration_key, is_resolved, n,
                                       search_text)
  SELECT a.tenant_id, a.project_id, a.device_id, a.configuration_key, a.is_resolved, a.n,
         alarm_entry_search_text(a.tenant_id, a.project_id, a.device_id, a.configuration_key)
    FROM (SELECT tenant_id, project_id, device_id, coalesce(alarm_configuration_id, 0) AS configuration_key,
                 is_resolved, count(*) AS n
            FROM added_entries
           GROUP BY 1, 2, 3, 4, 5) a
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, device_id, configuration_key, is_resolved)
  DO UPDATE SET n = k.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION alarm_entry_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.tenant_id AS old_tenant, o.project_id AS old_project, o.device_id AS old_device,
           coalesce(o.alarm_configuration_id, 0) AS old_key, o.is_resolved AS old_resolved,
           c.tenant_id, c.project_id, c.device_id, coalesce(c.alarm_configuration_id, 0) AS new_key,
           c.is_resolved
      FROM removed_entries o JOIN added_entries c ON c.id = o.id
     WHERE (o.tenant_id, o.project_id, o.device_id, coalesce(o.alarm_configuration_id, 0), o.is_resolved)
           IS DISTINCT FROM
           (c.tenant_id, c.project_id, c.device_id, coalesce(c.alarm_configuration_id, 0), c.is_resolved)
  ), delta AS (
    SELECT old_tenant, old_project, old_device, old_key, old_resolved, -1 AS n FROM moved
    UNION ALL
    SELECT tenant_id, project_id, device_id, new_key, is_resolved, 1 FROM moved
  )
  INSERT INTO alarm_entry_counts AS k (tenant_id, project_id, device_id, configuration_key, is_resolved, n,
                                       search_text)
  SELECT s.tenant_id, s.project_id, s.device_id, s.configuration_key, s.is_resolved, s.n,
         alarm_entry_search_text(s.tenant_id, s.project_id, s.device_id, s.configuration_key)
    FROM (SELECT old_tenant AS tenant_id, old_project AS project_id, old_device AS device_id,
                 old_key AS configuration_key, old_resolved AS is_resolved, sum(n) AS n
            FROM delta
           GROUP BY 1, 2, 3, 4, 5
          HAVING sum(n) <> 0) s
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, device_id, configuration_key, is_resolved)
  DO UPDATE SET n = k.n + excluded.n;
  DELETE FROM alarm_entry_counts k
   USING (SELECT DISTINCT tenant_id, project_id, device_id, coalesce(alarm_configuration_id, 0) AS configuration_key,
                          is_resolved
            FROM removed_entries) o
   WHERE k.n <= 0 AND k.tenant_id = o.tenant_id AND k.project_id = o.project_id
     AND k.device_id = o.device_id AND k.configuration_key = o.configuration_key
     AND k.is_resolved = o.is_resolved;
  RETURN NULL;
END
$$;

-- A renamed project, device or rule renames its groups (renames are rare; a group is one row per
-- project, device, rule and state, not one per entry).
CREATE FUNCTION alarm_entry_counts_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    UPDATE alarm_entry_counts k
       SET search_text = alarm_entry_search_text(k.tenant_id, k.project_id, k.device_id, k.configuration_key)
     WHERE k.tenant_id = NEW.tenant_id AND k.project_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'devices' THEN
    UPDATE alarm_entry_counts k
       SET search_text = alarm_entry_search_text(k.tenant_id, k.project_id, k.device_id, k.configuration_key)
     WHERE k.tenant_id = NEW.tenant_id AND k.device_id = NEW.id;
  ELSE
    UPDATE alarm_entry_counts k
       SET search_text = alarm_entry_search_text(k.tenant_id, k.project_id, k.device_id, k.configuration_key)
     WHERE k.tenant_id = NEW.tenant_id AND k.configuration_key = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER alarm_entry_counts_project_name AFTER UPDATE OF name ON projects
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION alarm_entry_counts_rename();
CREATE TRIGGER alarm_entry_counts_unit_id AFTER UPDATE OF unit_id ON devices
  FOR EACH ROW WHEN (OLD.unit_id IS DISTINCT FROM NEW.unit_id)
  EXECUTE FUNCTION alarm_entry_counts_rename();
CREATE TRIGGER alarm_entry_counts_parameter_name AFTER UPDATE OF parameter_name ON alarm_configurations
  FOR EACH ROW WHEN (OLD.parameter_name IS DISTINCT FROM NEW.parameter_name)
  EXECUTE FUNCTION alarm_entry_counts_rename();

-- Trigram indexes for `search_text LIKE …` (see 301 for why pg_trgm may be missing).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX projects_search_text ON projects USING gin (search_text public.gin_trgm_ops);
    CREATE INDEX alarm_entry_counts_search_text
      ON alarm_entry_counts USING gin (search_text public.gin_trgm_ops);
  END IF;
END
$$;
