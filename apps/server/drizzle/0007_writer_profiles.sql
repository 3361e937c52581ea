CREATE TABLE "writer_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"work_phone" text NOT NULL,
	"personal_phone" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"zoom" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"profile_title" text NOT NULL,
	"profile_summary" text NOT NULL,
	"experience" text,
	"levels" text[] DEFAULT '{}' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"certificates" text[] DEFAULT '{}' NOT NULL,
	"expertise" text[] DEFAULT '{}' NOT NULL,
	"available_days" text[] DEFAULT '{}' NOT NULL,
	"max_jobs_per_week" integer,
	"max_open_jobs" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writer_profiles" ADD CONSTRAINT "writer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_profiles" ADD CONSTRAINT "writer_profiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writer_profiles_site" ON "writer_profiles" USING btree ("site_id");