CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"order_id" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_ck" CHECK ("offers"."status" in ('open', 'accepted', 'ordered', 'withdrawn')),
	CONSTRAINT "offers_price_ck" CHECK ("offers"."unit_price_minor" > 0),
	CONSTRAINT "offers_quantity_ck" CHECK ("offers"."quantity" > 0),
	CONSTRAINT "offers_ordered_ck" CHECK (("offers"."status" = 'ordered') = ("offers"."order_id" is not null)),
	CONSTRAINT "offers_withdrawn_ck" CHECK (("offers"."status" = 'withdrawn') = ("offers"."withdrawn_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_unit_price_minor" integer;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_vendor_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_uq" ON "offers" USING btree ("enquiry_id") WHERE "offers"."status" in ('open', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "offers_cart_terms_uq" ON "offers" USING btree ("id","customer_id","product_id","quantity","unit_price_minor");--> statement-breakpoint
CREATE INDEX "offers_enquiry_idx" ON "offers" USING btree ("enquiry_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_terms_fk" FOREIGN KEY ("offer_id","customer_id","product_id","quantity","offer_unit_price_minor") REFERENCES "public"."offers"("id","customer_id","product_id","quantity","unit_price_minor") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_ck" CHECK (("cart_items"."offer_id" is null) = ("cart_items"."offer_unit_price_minor" is null));