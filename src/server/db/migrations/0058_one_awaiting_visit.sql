-- One awaiting visit request per hunter and home. Requests sent at once before this index could leave
-- several: the earliest stays, the others are cancelled and their history says why.
WITH extra AS (
  UPDATE "visits" v SET "status" = 'cancelled', "expires_at" = NULL, "updated_at" = now()
  WHERE v."status" IN ('requested', 'proposed')
    AND EXISTS (
      SELECT 1 FROM "visits" o
      WHERE o."property_id" = v."property_id" AND o."hunter_id" = v."hunter_id"
        AND o."status" IN ('requested', 'proposed') AND o."id" < v."id"
    )
  RETURNING v."id", v."starts_at"
)
INSERT INTO "visit_events" ("visit_id", "actor_id", "status", "starts_at", "note")
SELECT "id", NULL, 'cancelled', "starts_at", 'A second request for the same home, sent at the same time' FROM extra;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_awaiting_per_hunter_idx" ON "visits" USING btree ("property_id","hunter_id") WHERE "visits"."status" in ('requested', 'proposed');
