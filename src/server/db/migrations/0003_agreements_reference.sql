ALTER TABLE "rental_agreements" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_agreements_reference_idx" ON "rental_agreements" USING btree ("reference");