-- Scale (issue 15): exact list counts without counting a million rows per page, and indexes for the
-- lists' default orderings.

-- Alarm entries per group of what a list filters and searches by: the project, the device, the rule
-- (configuration_key: alarm_configuration_id, 0 for none) and whether resolved. A list's `count` is the
-- sum over the groups that match its filters and its search (the rule's parameter name, the device's
-- unit id, the project's name all follow from the group), so it is exact and costs one row per group
-- instead of one per entry. Statement triggers keep it in step with every insert, update and delete
-- (cascades from deleted projects, devices and rules included).
CREATE TABLE alarm_entry_counts (
  tenant_id text NOT NULL,
  project_id integer NOT NULL,
  device_id integer NOT NULL,
  configuration_key integer NOT NULL,
  is_resolved boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (tenant_id, project_id, device_id, configuration_key, is_resolved)
);

INSERT INTO alarm_entry_counts (tenant_id, project_id, device_id, configuration_key, is_resolved, n)
SELECT tenant_id, project_id, device_id, coalesce(alarm_configuration_id, 0), is_resolved, count(*)
  FROM alarm_entries
 GROUP BY 1, 2, 3, 4, 5;

CREATE FUNCTION alarm_entry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alarm_entry_counts AS k (tenant_id, project_id, device_id, configuration_key, is_resolved, n)
  SELECT tenant_id, project_id, device_id, coalesce(alarm_configuration_id, 0), is_resolved, count(*)
    FROM added_entries
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, device_id, configuration_key, is_resolved)
  DO UPDATE SET n = k.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION alarm_entry_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE alarm_entry_counts k SET n = k.n - removed.n
    FROM (SELECT tenant_id, project_id, device_id, coalesce(alarm_configuration_id, 0) AS configuration_key,
                 is_resolved, count(*) AS n
            FROM removed_entries
           GROUP BY 1, 2, 3, 4, 5) removed
   WHERE k.tenant_id = removed.tenant_id AND k.project_id = removed.project_id
     AND k.device_id = removed.device_id AND k.configuration_key = removed.configuration_key
     AND k.is_resolved = removed.is_resolved;
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

-- An update moves an entry between groups only when one of the group's columns changes (resolving).
CREATE FUNCTION alarm_entry_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO alarm_entry_counts AS k (tenant_id, project_id, device_id, configuration_key, is_resolved, n)
  SELECT old_tenant, old_project, old_device, old_key, old_resolved, sum(n)
    FROM delta
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0
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

CREATE TRIGGER alarm_entry_counts_insert AFTER INSERT ON alarm_entries
  REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_counts_add();
CREATE TRIGGER alarm_entry_counts_delete AFTER DELETE ON alarm_entries
  REFERENCING OLD TABLE AS removed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_counts_remove();
CREATE TRIGGER alarm_entry_counts_update AFTER UPDATE ON alarm_entries
  REFERENCING OLD TABLE AS removed_entries NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_counts_move();

-- Orderings that walk an index and stop after one page (name and unit id are NOT NULL, so the lists
-- order by them without a NULLS clause and match these indexes).
CREATE INDEX projects_tenant_name ON projects (tenant_id, name, id);
CREATE INDEX devices_tenant_unit ON devices (tenant_id, unit_id, id);
CREATE INDEX alarm_entries_project_time ON alarm_entries (tenant_id, project_id, triggered_at DESC, id DESC);
CREATE INDEX change_log_entries_project_time
  ON change_log_entries (tenant_id, project_id, created_at DESC, id DESC);
