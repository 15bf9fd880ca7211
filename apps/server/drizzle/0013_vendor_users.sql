CREATE TABLE "vendor_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_users_identifier_uq" ON "vendor_users" USING btree ("store_id","identifier");--> statement-breakpoint
CREATE INDEX "vendor_users_vendor_idx" ON "vendor_users" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "order_items_vendor_status_idx" ON "order_items" USING btree ("store_id","vendor_id","status","id");