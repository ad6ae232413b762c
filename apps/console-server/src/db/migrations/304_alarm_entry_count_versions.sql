-- Scale (issue 15): a version per tenant of its alarm_entry_counts (migration 302), so a server may keep a
-- list's count (a sum over thousands of groups for a broad search) and reuse it exactly until the counts
-- change. Every statement that changes a tenant's groups (entries added, resolved, deleted, cascades,
-- renames of the names a group keeps) bumps the tenant's version in the same transaction; a count read
-- together with the version in one statement is the count of that version.
CREATE TABLE alarm_entry_count_versions (
  tenant_id text PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO alarm_entry_count_versions (tenant_id, version) SELECT id, 1 FROM tenants;

CREATE FUNCTION alarm_entry_count_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO alarm_entry_count_versions AS v (tenant_id, version)
    SELECT DISTINCT tenant_id, 1 FROM changed_old ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO alarm_entry_count_versions AS v (tenant_id, version)
    SELECT DISTINCT tenant_id, 1 FROM changed_new ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER alarm_entry_count_versions_insert AFTER INSERT ON alarm_entry_counts
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_count_versions_bump();
CREATE TRIGGER alarm_entry_count_versions_update AFTER UPDATE ON alarm_entry_counts
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_count_versions_bump();
CREATE TRIGGER alarm_entry_count_versions_delete AFTER DELETE ON alarm_entry_counts
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION alarm_entry_count_versions_bump();
