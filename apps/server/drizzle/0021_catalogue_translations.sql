CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "category_translations_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"discount_details" text,
	"attributes" jsonb,
	"faq" jsonb,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE
  WHEN language_code LIKE 'en%' THEN 'english'::regconfig
  WHEN language_code LIKE 'fr%' THEN 'french'::regconfig
  WHEN language_code LIKE 'hi%' THEN 'hindi'::regconfig
  WHEN language_code LIKE 'ar%' THEN 'arabic'::regconfig
  ELSE 'simple'::regconfig END), coalesce(name, '')), 'A') || setweight(to_tsvector((CASE
  WHEN language_code LIKE 'en%' THEN 'english'::regconfig
  WHEN language_code LIKE 'fr%' THEN 'french'::regconfig
  WHEN language_code LIKE 'hi%' THEN 'hindi'::regconfig
  WHEN language_code LIKE 'ar%' THEN 'arabic'::regconfig
  ELSE 'simple'::regconfig END), coalesce(description, '')), 'B')) STORED,
	CONSTRAINT "product_translations_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "vendor_translations" (
	"vendor_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "vendor_translations_vendor_id_language_code_pk" PRIMARY KEY("vendor_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_translations" ADD CONSTRAINT "vendor_translations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Translated names add their words to the store's vocabulary (search_words) as product names do
-- (migration 0010), so a mistyped Hindi or Arabic word is corrected too. Words are split at spaces
-- and punctuation only: [:alnum:] leaves out Devanagari's nukta and vowel signs and would cut
-- 'साड़ी' into pieces.
CREATE FUNCTION "translation_words"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name"), '[\s,.;:!?()"/&+–—-]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
CREATE FUNCTION "add_search_words_of_new_translations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("store_id", "word")
    SELECT DISTINCT p."store_id", w FROM "new_translations" n JOIN "products" p ON p."id" = n."product_id", "translation_words"(n."name") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_translations_search_words" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS "new_translations" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_of_new_translations"();--> statement-breakpoint
CREATE TRIGGER "product_translations_renamed_search_words" AFTER UPDATE ON "product_translations" REFERENCING NEW TABLE AS "new_translations" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_of_new_translations"();--> statement-breakpoint
-- Category and vendor names are kept with the store row (plugins/store-cache.ts): a change to
-- their translations empties it as a change to them does.
CREATE TRIGGER "category_translations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();--> statement-breakpoint
CREATE TRIGGER "vendor_translations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();
--> statement-breakpoint
-- The store row now carries its default language (plugins/store-context.ts).
CREATE TRIGGER "store_languages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_languages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_store_changed"();
