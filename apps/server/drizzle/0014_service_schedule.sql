CREATE TABLE "order_item_reschedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"from_slot" jsonb NOT NULL,
	"to_slot" jsonb NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_place" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "reschedule_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "reschedule_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "reschedule_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_reschedules" ADD CONSTRAINT "order_item_reschedules_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_reschedules_item_idx" ON "order_item_reschedules" USING btree ("order_item_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_meeting_link_ck" CHECK (("products"."service_place" is distinct from 'online' or "products"."meeting_link" is not null) and ("products"."meeting_link" is null or "products"."meeting_link" like 'https://%'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_reschedule_ck" CHECK ("vendors"."reschedule_notice_hours" between 0 and 720 and "vendors"."reschedule_limit" between 1 and 20);