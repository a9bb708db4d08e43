-- A tenancy photo is a row per tenancy: stored pictures are kept by their bytes, so the same photo
-- uploaded to two tenancies is one file that each tenancy must be able to use.
ALTER TABLE "tenancy_photos" DROP CONSTRAINT "tenancy_photos_pkey";--> statement-breakpoint
DROP INDEX "tenancy_photos_tenancy_idx";--> statement-breakpoint
ALTER TABLE "tenancy_photos" ADD CONSTRAINT "tenancy_photos_tenancy_id_url_pk" PRIMARY KEY("tenancy_id","url");
