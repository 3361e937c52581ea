DROP INDEX "job_postings_location_trgm";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The postings already there: their location and region names (a name written twice is harmless; an import writes it once).
UPDATE "job_postings" SET "place" = concat_ws(' ; ', nullif("location", ''), nullif(array_to_string("area", ' ; '), ''));--> statement-breakpoint
CREATE INDEX "job_postings_place_trgm" ON "job_postings" USING gin ("place" gin_trgm_ops);
