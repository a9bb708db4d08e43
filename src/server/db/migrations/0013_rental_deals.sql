-- Rentals: a rental deal records its security deposit (agreed_price is then the monthly
-- rent), and a rental agreement may belong to the deal it was made for. SET NULL: the agreement is
-- its maker's document and outlives the deal record.
ALTER TABLE "deals" ADD COLUMN "deposit" bigint;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_deposit_check" CHECK ("deals"."deposit" is null or "deals"."deposit" >= 0);--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_agreements_deal_idx" ON "rental_agreements" USING btree ("deal_id");
