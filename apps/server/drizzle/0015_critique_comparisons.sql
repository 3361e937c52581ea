CREATE TABLE "critique_comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"critique_id" text NOT NULL,
	"service_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text,
	"state" text NOT NULL,
	"reason" text,
	"detail" text,
	"comparison" jsonb,
	"rules_before" text,
	"rules_after" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "critique_requests" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "critique_comparisons" ADD CONSTRAINT "critique_comparisons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critique_comparisons" ADD CONSTRAINT "critique_comparisons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critique_comparisons" ADD CONSTRAINT "critique_comparisons_critique_id_critiques_id_fk" FOREIGN KEY ("critique_id") REFERENCES "public"."critiques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "critique_comparisons_order" ON "critique_comparisons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "critique_comparisons_critique" ON "critique_comparisons" USING btree ("critique_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_critique" ON "payment_attempts" USING btree ("result_id") WHERE "payment_attempts"."purpose" = 'order' and "payment_attempts"."critique_id" is not null;