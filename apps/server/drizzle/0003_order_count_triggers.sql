-- The running counts of migration 0002, kept by the database itself: every insert, delete or change
-- of an order adjusts them in the same transaction, whatever code makes the change, so they can never
-- drift from the orders. An order counts while it is listed (not hidden); for its writer it counts in
-- the UTC month it was assigned (its purchase month when the assignment time is unknown).
CREATE FUNCTION order_counts_add(r orders, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.hide_order THEN
    RETURN;
  END IF;
  INSERT INTO site_order_counts AS c (site_id, orders) VALUES (r.site_id, delta)
    ON CONFLICT (site_id) DO UPDATE SET orders = c.orders + delta;
  IF r.writer_id IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO writer_order_counts AS c (site_id, writer_id, orders, completed, archived)
    VALUES (r.site_id, r.writer_id, delta,
            CASE WHEN r.status_percentage = 100 THEN delta ELSE 0 END,
            CASE WHEN r.writer_archived THEN delta ELSE 0 END)
    ON CONFLICT (site_id, writer_id) DO UPDATE
      SET orders = c.orders + excluded.orders, completed = c.completed + excluded.completed, archived = c.archived + excluded.archived;
  INSERT INTO writer_monthly_counts AS c (site_id, writer_id, month, orders)
    VALUES (r.site_id, r.writer_id, to_char(coalesce(r.assigned_at, r.created_at) AT TIME ZONE 'UTC', 'YYYY-MM'), delta)
    ON CONFLICT (site_id, writer_id, month) DO UPDATE SET orders = c.orders + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM order_counts_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM order_counts_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
-- Most updates of an order (answers, contract, drafts' progress below 100) touch no counted column.
CREATE TRIGGER orders_keep_counts_on_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.site_id, OLD.writer_id, OLD.hide_order, OLD.status_percentage = 100, OLD.writer_archived, OLD.assigned_at, OLD.created_at)
        IS DISTINCT FROM (NEW.site_id, NEW.writer_id, NEW.hide_order, NEW.status_percentage = 100, NEW.writer_archived, NEW.assigned_at, NEW.created_at))
  EXECUTE FUNCTION orders_keep_counts();
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
