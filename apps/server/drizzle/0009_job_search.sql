CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"area" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"contract_type" text DEFAULT '' NOT NULL,
	"contract_time" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"company_logo" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "job_postings"."title"), 'A') || setweight(to_tsvector('english', "job_postings"."description"), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"search_keywords" text NOT NULL,
	"search_location" text NOT NULL,
	"job_id" text NOT NULL,
	"job_details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search_criteria" (
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"what" text DEFAULT '' NOT NULL,
	"where" text DEFAULT '' NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_search_criteria_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_criteria" ADD CONSTRAINT "job_search_criteria_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_criteria" ADD CONSTRAINT "job_search_criteria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_source" ON "job_postings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "job_postings_search" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_postings_title_trgm" ON "job_postings" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_location_trgm" ON "job_postings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_created" ON "job_postings" USING btree ("created");--> statement-breakpoint
CREATE INDEX "job_search_clicks_site" ON "job_search_clicks" USING btree ("site_id","created_at");