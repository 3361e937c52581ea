CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "board_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"board_id" text NOT NULL,
	"column_id" text NOT NULL,
	"position" text COLLATE "C" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_content" text DEFAULT '' NOT NULL,
	"priority" text,
	"deadline" date,
	"job_title" text DEFAULT '' NOT NULL,
	"post_url" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"board_id" text NOT NULL,
	"title" text NOT NULL,
	"position" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_column_id_board_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."board_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_columns" ADD CONSTRAINT "board_columns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_columns" ADD CONSTRAINT "board_columns_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_clicks" ADD CONSTRAINT "job_search_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_criteria" ADD CONSTRAINT "job_search_criteria_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_criteria" ADD CONSTRAINT "job_search_criteria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_cards_column" ON "board_cards" USING btree ("column_id","position");--> statement-breakpoint
CREATE INDEX "board_cards_board" ON "board_cards" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "board_columns_board" ON "board_columns" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "boards_owner" ON "boards" USING btree ("site_id","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_one_tracker" ON "boards" USING btree ("site_id","owner_id") WHERE kind = 'tracker';--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_source" ON "job_postings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "job_postings_search" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_postings_title_trgm" ON "job_postings" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_location_trgm" ON "job_postings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_postings_created" ON "job_postings" USING btree ("created");--> statement-breakpoint
CREATE INDEX "job_search_clicks_site" ON "job_search_clicks" USING btree ("site_id","created_at");