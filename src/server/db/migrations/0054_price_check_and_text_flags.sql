ALTER TABLE "listing_flags" DROP CONSTRAINT "listing_flags_kind_check";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_review_state_check";--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_kind_check" CHECK ("listing_flags"."kind" in ('many_owner_listings', 'copied_photo', 'same_address_price', 'price_out_of_range', 'contact_in_text'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_review_state_check" CHECK ("properties"."review_state" in ('under_review', 'hidden', 'price_check'));