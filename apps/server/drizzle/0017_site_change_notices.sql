-- Every change to what the order screens show (the orders, their people, their done tasks, the writer's
-- running counts) is told to every process on the database: a NOTIFY on `portal_site_changes` with the
-- site's id, sent by the database itself when the change commits, whichever code or process made it
-- (a rolled-back change tells nothing). The processes keep the answers of those screens until then
-- (`platform/db/read-cache.ts`); the process that commits hears it before its own statement returns.
-- The triggers run once per statement, on the rows it changed (transition tables): one notice per site
-- however many rows, and PostgreSQL folds the same notice repeated in one transaction into one.
CREATE FUNCTION notify_site_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_site_changes', site_id) FROM (SELECT DISTINCT site_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_site_changes', site_id) FROM (SELECT DISTINCT site_id FROM old_rows) AS changed;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_site_changes', site_id) FROM (SELECT site_id FROM new_rows UNION SELECT site_id FROM old_rows) AS changed;
  ELSE
    -- TRUNCATE names no rows: every site changed.
    PERFORM pg_notify('portal_site_changes', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['orders', 'users', 'completed_tasks', 'writer_order_counts'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_notify_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changes()', shown);
    EXECUTE format('CREATE TRIGGER %1$s_notify_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changes()', shown);
    EXECUTE format('CREATE TRIGGER %1$s_notify_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changes()', shown);
    EXECUTE format('CREATE TRIGGER %1$s_notify_truncate AFTER TRUNCATE ON %1$I FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changes()', shown);
  END LOOP;
END $$;
