CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
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
-- The store row, its category tree and its vendors are cached per process (plugins/store-cache.ts);
-- a change to any of them tells every listening process to drop its copies.
CREATE FUNCTION "notify_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_store_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
CREATE TRIGGER "store_currencies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_currencies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
CREATE TRIGGER "vendors_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
-- The words of product names, for correcting a mistyped search word (modules/catalogue/search.ts).
-- New products add theirs in one statement per insert; a renamed product adds its new words. Words
-- no product uses any more stay: correcting to one finds nothing, as the typo itself would.
CREATE FUNCTION "name_words"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
CREATE FUNCTION "add_search_words_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("store_id", "word")
    SELECT DISTINCT n."store_id", w FROM "new_products" n, "name_words"(n."name") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_of_new_products"();--> statement-breakpoint
CREATE FUNCTION "add_search_words_of_renamed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("store_id", "word") SELECT NEW."store_id", w FROM "name_words"(NEW."name") AS w ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_renamed_search_words" AFTER UPDATE OF "name", "store_id" ON "products" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."store_id" IS DISTINCT FROM NEW."store_id") EXECUTE FUNCTION "add_search_words_of_renamed_product"();--> statement-breakpoint
INSERT INTO "search_words" ("store_id", "word") SELECT DISTINCT p."store_id", w FROM "products" p, "name_words"(p."name") AS w ON CONFLICT DO NOTHING;
