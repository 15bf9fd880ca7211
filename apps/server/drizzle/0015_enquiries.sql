CREATE TABLE "custom_form_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"datatype_id" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "custom_form_attributes_datatype_ck" CHECK ("custom_form_attributes"."datatype_id" in (1, 2, 3, 5, 7, 9, 11, 12, 14, 16, 18, 19, 30, 32))
);
--> statement-breakpoint
CREATE TABLE "custom_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_ck" CHECK ("enquiries"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "enquiry_attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_name" text NOT NULL,
	"datatype_id" smallint NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"values" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enquiry_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_form_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_name" text NOT NULL,
	"datatype_id" smallint NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"values" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"order_item_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_form_attributes" ADD CONSTRAINT "custom_form_attributes_form_id_custom_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."custom_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_form_attributes" ADD CONSTRAINT "custom_form_attributes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD CONSTRAINT "custom_forms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD CONSTRAINT "custom_forms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_attribute_values" ADD CONSTRAINT "enquiry_attribute_values_attribute_id_custom_form_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."custom_form_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_attribute_values" ADD CONSTRAINT "enquiry_attribute_values_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_form_values" ADD CONSTRAINT "order_item_form_values_attribute_id_custom_form_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."custom_form_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_form_values" ADD CONSTRAINT "order_item_form_values_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_form_attributes_form_idx" ON "custom_form_attributes" USING btree ("form_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_forms_product_uq" ON "custom_forms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "enquiries_customer_idx" ON "enquiries" USING btree ("store_id","customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_customer_status_idx" ON "enquiries" USING btree ("store_id","customer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_vendor_status_idx" ON "enquiries" USING btree ("store_id","vendor_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_attribute_values_uq" ON "enquiry_attribute_values" USING btree ("enquiry_id","attribute_id");--> statement-breakpoint
CREATE INDEX "enquiry_attribute_values_attr_idx" ON "enquiry_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_form_values_uq" ON "order_item_form_values" USING btree ("order_item_id","attribute_id");--> statement-breakpoint
CREATE INDEX "order_item_form_values_attr_idx" ON "order_item_form_values" USING btree ("attribute_id");