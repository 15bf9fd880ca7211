DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_vendor_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("store_id","is_active","popularity" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendors_store_rating_idx" ON "vendors" USING btree ("store_id","rating" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("store_id","is_active","category_id","popularity" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("store_id","is_active","vendor_id","popularity" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("store_id","is_active","price_visibility" DESC NULLS FIRST,"selling_price_minor","id","category_id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("store_id","is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("store_id","is_active","rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id");