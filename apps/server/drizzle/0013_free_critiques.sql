CREATE TABLE "critique_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"language" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"critique_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "critique_requests" ADD CONSTRAINT "critique_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critique_requests" ADD CONSTRAINT "critique_requests_critique_id_critiques_id_fk" FOREIGN KEY ("critique_id") REFERENCES "public"."critiques"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "critique_requests_site" ON "critique_requests" USING btree ("site_id","created_at");