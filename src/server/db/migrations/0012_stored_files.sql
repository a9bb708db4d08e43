-- Every stored picture and document has a row here with the sha256 of its bytes, so a copy (a
-- bucket migration, a backup) can be verified; and files to remove after a commit wait in
-- file_deletions until the removal has succeeded (a durable, retried job).
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_deletions_run_after_idx" ON "file_deletions" USING btree ("run_after");
--> statement-breakpoint
CREATE INDEX "property_images_url_idx" ON "property_images" USING btree ("url");--> statement-breakpoint
CREATE INDEX "property_images_thumb_url_idx" ON "property_images" USING btree ("thumb_url");
