ALTER TABLE "contracts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contracts_site_created" ON "contracts" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_site_kind_created" ON "questionnaires" USING btree ("site_id","kind","created_at");