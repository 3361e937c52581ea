-- The running counts of migration 0002, kept by the database itself: every insert, delete or change
-- of orders adjusts them in the same transaction, whatever code makes the change, so they cannot
-- drift from the orders. An order counts while it is listed (not hidden); for its writer it counts in
-- the UTC month it was assigned (its purchase month when the assignment time is unknown).
-- The triggers run once per statement on the rows it changed (transition tables), and add up the
-- changes before writing: a statement touching 100,000 orders writes each count once, and a change
-- of a column nothing counts writes nothing.
CREATE TYPE order_count_change AS (site_id text, writer_id text, month text, completed boolean, archived boolean, delta integer);
--> statement-breakpoint
CREATE FUNCTION order_count_changes_apply(changes order_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO site_order_counts AS c (site_id, orders)
    SELECT site_id, sum(delta) FROM unnest(changes) GROUP BY site_id HAVING sum(delta) <> 0
    ON CONFLICT (site_id) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO writer_order_counts AS c (site_id, writer_id, orders, completed, archived)
    SELECT site_id, writer_id, sum(delta),
           coalesce(sum(delta) FILTER (WHERE completed), 0), coalesce(sum(delta) FILTER (WHERE archived), 0)
    FROM unnest(changes) WHERE writer_id IS NOT NULL GROUP BY site_id, writer_id
    HAVING sum(delta) <> 0 OR coalesce(sum(delta) FILTER (WHERE completed), 0) <> 0 OR coalesce(sum(delta) FILTER (WHERE archived), 0) <> 0
    ON CONFLICT (site_id, writer_id) DO UPDATE
      SET orders = c.orders + excluded.orders, completed = c.completed + excluded.completed, archived = c.archived + excluded.archived;
  INSERT INTO writer_monthly_counts AS c (site_id, writer_id, month, orders)
    SELECT site_id, writer_id, month, sum(delta) FROM unnest(changes) WHERE writer_id IS NOT NULL
    GROUP BY site_id, writer_id, month HAVING sum(delta) <> 0
    ON CONFLICT (site_id, writer_id, month) DO UPDATE SET orders = c.orders + excluded.orders;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Listed orders that arrive count +1, listed orders that leave (or change) -1 as they were.
  IF TG_OP = 'INSERT' THEN
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, 1)::order_count_change
      FROM new_rows WHERE NOT hide_order));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, -1)::order_count_change
      FROM old_rows WHERE NOT hide_order));
  ELSE
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, 1)::order_count_change
      FROM new_rows WHERE NOT hide_order
      UNION ALL
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, -1)::order_count_change
      FROM old_rows WHERE NOT hide_order));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts_on_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
-- The orders already there.
INSERT INTO site_order_counts (site_id, orders)
  SELECT site_id, count(*) FROM orders WHERE NOT hide_order GROUP BY site_id;
--> statement-breakpoint
INSERT INTO writer_order_counts (site_id, writer_id, orders, completed, archived)
  SELECT site_id, writer_id, count(*), count(*) FILTER (WHERE status_percentage = 100), count(*) FILTER (WHERE writer_archived)
  FROM orders WHERE NOT hide_order AND writer_id IS NOT NULL GROUP BY site_id, writer_id;
--> statement-breakpoint
INSERT INTO writer_monthly_counts (site_id, writer_id, month, orders)
  SELECT site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), count(*)
  FROM orders WHERE NOT hide_order AND writer_id IS NOT NULL GROUP BY 1, 2, 3;
