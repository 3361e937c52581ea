ALTER TABLE "payment_attempts" ADD COLUMN "auto_login_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "buyer_session_id" text;--> statement-breakpoint
-- Attempts that succeeded before: their buyer was answered then, so none may hand out a sign-in code again.
UPDATE "payment_attempts" SET "auto_login_issued_at" = "updated_at" WHERE "state" = 'succeeded';
