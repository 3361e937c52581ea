CREATE TABLE "site_order_counts" (
	"site_id" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writer_monthly_counts" (
	"site_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"month" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_monthly_counts_site_id_writer_id_month_pk" PRIMARY KEY("site_id","writer_id","month")
);
--> statement-breakpoint
CREATE TABLE "writer_order_counts" (
	"site_id" text NOT NULL,
	"writer_id" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_order_counts_site_id_writer_id_pk" PRIMARY KEY("site_id","writer_id")
);
--> statement-breakpoint
DROP INDEX "orders_site_customer";--> statement-breakpoint
DROP INDEX "orders_site_writer";--> statement-breakpoint
CREATE INDEX "orders_site_listed" ON "orders" USING btree ("site_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "orders"."hide_order" = false;--> statement-breakpoint
CREATE INDEX "orders_customer_listed" ON "orders" USING btree ("site_id","customer_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "orders"."hide_order" = false;--> statement-breakpoint
CREATE INDEX "orders_writer_listed" ON "orders" USING btree ("site_id","writer_id","writer_archived","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "orders"."hide_order" = false;