CREATE TABLE "site_monthly_counts" (
	"site_id" text NOT NULL,
	"month" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_monthly_counts_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
CREATE TABLE "writer_list_monthly_counts" (
	"site_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"archived" boolean NOT NULL,
	"month" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_list_monthly_counts_site_id_writer_id_archived_month_pk" PRIMARY KEY("site_id","writer_id","archived","month")
);

--> statement-breakpoint
-- The listed orders per UTC month of purchase, of the site and of each writer's two lists (current and
-- archived): the months a page asked for by its number starts from. Kept by the counting trigger of
-- migration 0003 beside its other counts, in the same transaction as the change of the order; a change
-- now carries the order's purchase month as well as its writer's month.
ALTER TYPE order_count_change ADD ATTRIBUTE created_month text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_count_changes_apply(changes order_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO site_order_counts AS c (site_id, orders)
    SELECT site_id, sum(delta) FROM unnest(changes) GROUP BY site_id HAVING sum(delta) <> 0
    ON CONFLICT (site_id) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO site_monthly_counts AS c (site_id, month, orders)
    SELECT site_id, created_month, sum(delta) FROM unnest(changes) GROUP BY site_id, created_month HAVING sum(delta) <> 0
    ON CONFLICT (site_id, month) DO UPDATE SET orders = c.orders + excluded.orders;
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
  INSERT INTO writer_list_monthly_counts AS c (site_id, writer_id, archived, month, orders)
    SELECT site_id, writer_id, archived, created_month, sum(delta) FROM unnest(changes) WHERE writer_id IS NOT NULL
    GROUP BY site_id, writer_id, archived, created_month HAVING sum(delta) <> 0
    ON CONFLICT (site_id, writer_id, archived, month) DO UPDATE SET orders = c.orders + excluded.orders;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Listed orders that arrive count +1, listed orders that leave (or change) -1 as they were.
  IF TG_OP = 'INSERT' THEN
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, 1,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'))::order_count_change
      FROM new_rows WHERE NOT hide_order));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, -1,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'))::order_count_change
      FROM old_rows WHERE NOT hide_order));
  ELSE
    PERFORM order_count_changes_apply(ARRAY(
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, 1,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'))::order_count_change
      FROM new_rows WHERE NOT hide_order
      UNION ALL
      SELECT ROW(site_id, writer_id, to_char(coalesce(assigned_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), status_percentage = 100, writer_archived, -1,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'))::order_count_change
      FROM old_rows WHERE NOT hide_order));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The orders already there.
INSERT INTO site_monthly_counts (site_id, month, orders)
  SELECT site_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM orders WHERE NOT hide_order GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO writer_list_monthly_counts (site_id, writer_id, archived, month, orders)
  SELECT site_id, writer_id, writer_archived, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), count(*)
  FROM orders WHERE NOT hide_order AND writer_id IS NOT NULL GROUP BY 1, 2, 3, 4;
