CREATE TABLE "checkout_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"package_id" text,
	"critique_id" text,
	"critique_view_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"package_ids" jsonb,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"checkout_key" text NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" text NOT NULL,
	"target_id" text NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"coupon_id" text,
	"coupon_reserved" boolean DEFAULT false NOT NULL,
	"gateway" text NOT NULL,
	"method" text NOT NULL,
	"intent_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"result_id" text,
	"new_customer" boolean DEFAULT false NOT NULL,
	"critique_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"site_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout_clicks" ADD CONSTRAINT "checkout_clicks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_clicks_site" ON "checkout_clicks" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_site_code" ON "coupons" USING btree ("site_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_checkout_key" ON "payment_attempts" USING btree ("site_id","checkout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_intent" ON "payment_attempts" USING btree ("gateway","intent_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open" ON "payment_attempts" USING btree ("checked_at","created_at") WHERE "payment_attempts"."state" in ('pending', 'requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_event" ON "payment_webhook_events" USING btree ("provider","event_id");