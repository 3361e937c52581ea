CREATE TABLE "site_status_counts" (
	"site_id" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"unassigned" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_monthly_counts" ADD COLUMN "every_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_site_newest" ON "orders" USING btree ("site_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST);
--> statement-breakpoint
-- The admin list's totals by status, kept like the running counts of migration 0003: once per statement,
-- from the rows it changed, in the same transaction as the change, whatever code makes it. Each status
-- is the admin list's filter of the same name (features/orders/admin-order-list.ts). The same trigger
-- keeps every order of the site per UTC month of purchase (`site_monthly_counts.every_order`), for the
-- admin's pages by number.
CREATE TYPE order_status_change AS (site_id text, month text, unassigned boolean, open boolean, completed boolean, hidden boolean, delta integer);
--> statement-breakpoint
CREATE FUNCTION order_status_changes_apply(changes order_status_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO site_status_counts AS c (site_id, orders, unassigned, open, completed, hidden)
    SELECT site_id, sum(delta), coalesce(sum(delta) FILTER (WHERE unassigned), 0), coalesce(sum(delta) FILTER (WHERE open), 0),
           coalesce(sum(delta) FILTER (WHERE completed), 0), coalesce(sum(delta) FILTER (WHERE hidden), 0)
    FROM unnest(changes) GROUP BY site_id
    -- A change of nothing counted (a task done, a due date set) writes nothing.
    HAVING sum(delta) <> 0 OR coalesce(sum(delta) FILTER (WHERE unassigned), 0) <> 0 OR coalesce(sum(delta) FILTER (WHERE open), 0) <> 0
        OR coalesce(sum(delta) FILTER (WHERE completed), 0) <> 0 OR coalesce(sum(delta) FILTER (WHERE hidden), 0) <> 0
    ON CONFLICT (site_id) DO UPDATE SET orders = c.orders + excluded.orders, unassigned = c.unassigned + excluded.unassigned,
      open = c.open + excluded.open, completed = c.completed + excluded.completed, hidden = c.hidden + excluded.hidden;
  INSERT INTO site_monthly_counts AS c (site_id, month, every_order)
    SELECT site_id, month, sum(delta) FROM unnest(changes) GROUP BY site_id, month HAVING sum(delta) <> 0
    ON CONFLICT (site_id, month) DO UPDATE SET every_order = c.every_order + excluded.every_order;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_keep_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Orders that arrive count +1, orders that leave (or change) -1 as they were.
  IF TG_OP = 'INSERT' THEN
    PERFORM order_status_changes_apply(ARRAY(
      SELECT ROW(site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), writer_id IS NULL AND NOT hide_order, completed_at IS NULL AND NOT hide_order, completed_at IS NOT NULL, hide_order, 1)::order_status_change
      FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_status_changes_apply(ARRAY(
      SELECT ROW(site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), writer_id IS NULL AND NOT hide_order, completed_at IS NULL AND NOT hide_order, completed_at IS NOT NULL, hide_order, -1)::order_status_change
      FROM old_rows));
  ELSE
    PERFORM order_status_changes_apply(ARRAY(
      SELECT ROW(site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), writer_id IS NULL AND NOT hide_order, completed_at IS NULL AND NOT hide_order, completed_at IS NOT NULL, hide_order, 1)::order_status_change
      FROM new_rows
      UNION ALL
      SELECT ROW(site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), writer_id IS NULL AND NOT hide_order, completed_at IS NULL AND NOT hide_order, completed_at IS NOT NULL, hide_order, -1)::order_status_change
      FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_status_counts_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_status_counts();
--> statement-breakpoint
CREATE TRIGGER orders_keep_status_counts_on_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_status_counts();
--> statement-breakpoint
CREATE TRIGGER orders_keep_status_counts_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_status_counts();
--> statement-breakpoint
-- The orders already there.
INSERT INTO site_status_counts (site_id, orders, unassigned, open, completed, hidden)
  SELECT site_id, count(*), count(*) FILTER (WHERE writer_id IS NULL AND NOT hide_order), count(*) FILTER (WHERE completed_at IS NULL AND NOT hide_order),
         count(*) FILTER (WHERE completed_at IS NOT NULL), count(*) FILTER (WHERE hide_order)
  FROM orders GROUP BY site_id;
--> statement-breakpoint
INSERT INTO site_monthly_counts AS c (site_id, month, every_order)
  SELECT site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM orders GROUP BY 1, 2
  ON CONFLICT (site_id, month) DO UPDATE SET every_order = excluded.every_order;
