-- A perceptual hash (dHash, 64 bits) of every stored picture, by its URL: pictures are stored by the
-- hash of their bytes, so one URL is one picture wherever it is shown. The hash is split into four
-- 16-bit bands, each indexed: two hashes within 3 bits of each other share a band exactly, so a
-- copy's candidates are found by index and only they are compared bit by bit.
CREATE TABLE "picture_hashes" (
	"url" text PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "picture_hashes_band0_idx" ON "picture_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "picture_hashes_band1_idx" ON "picture_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "picture_hashes_band2_idx" ON "picture_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "picture_hashes_band3_idx" ON "picture_hashes" USING btree ("band3");
