-- Renames of a rule, a device and a project committed at the same time left alarm entry groups with a
-- stale name in search_text (PostgreSQL): the rename trigger's UPDATE waits for the other rename's lock,
-- then recomputes the row, but a STABLE function reads the names as of the statement's start. VOLATILE
-- makes each call read the names committed by then, so the last trigger to run writes every new name.
ALTER FUNCTION alarm_entry_search_text(text, integer, integer, integer) VOLATILE;
