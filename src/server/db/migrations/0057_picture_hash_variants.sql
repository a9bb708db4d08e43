CREATE TABLE "hashed_pictures" (
	"url" text PRIMARY KEY NOT NULL,
	"plain" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The single dHash per picture gives way to several pHashes per picture: the old rows mean nothing to
-- the new comparison, and the backfill job hashes every listing picture again.
DELETE FROM "picture_hashes";--> statement-breakpoint
ALTER TABLE "picture_hashes" DROP CONSTRAINT "picture_hashes_pkey";--> statement-breakpoint
ALTER TABLE "picture_hashes" ADD COLUMN "variant" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "picture_hashes" ADD CONSTRAINT "picture_hashes_url_variant_pk" PRIMARY KEY("url","variant");
