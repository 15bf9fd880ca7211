CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- A change to what product lists filter on moves the version; cached list totals counted under
-- an older version are not used again (modules/catalogue/list-totals.ts). Statement triggers: a
-- bulk insert moves it once. A sale changes only stock, which no list filters on.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_filtered_catalogue_version" AFTER UPDATE OF "store_id", "is_active", "is_deal", "category_id", "vendor_id", "product_type", "price_visibility", "selling_price_minor", "rating", "name", "description" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "vendors_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "vendor_pincodes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_pincodes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- The store row is cached per process (plugins/store-cache.ts); a change to a store or its
-- currencies tells every listening process to drop its copies.
CREATE FUNCTION "notify_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_store_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
CREATE TRIGGER "store_currencies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_currencies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();
