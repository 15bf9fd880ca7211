CREATE TABLE "store_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"iso_code" text NOT NULL,
	"fractional_unit" text NOT NULL,
	"number_to_basic" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_images" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"logo_path" text,
	"logo_path_dark" text
);
--> statement-breakpoint
CREATE TABLE "store_languages" (
	"store_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_languages_store_id_language_code_pk" PRIMARY KEY("store_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "store_page_settings" (
	"store_id" integer NOT NULL,
	"theme" text NOT NULL,
	"bg_color" text DEFAULT '' NOT NULL,
	"fg_color" text DEFAULT '' NOT NULL,
	"btn_primary_bg_color" text DEFAULT '' NOT NULL,
	"btn_primary_fg_color" text DEFAULT '' NOT NULL,
	"btn_secondary_bg_color" text DEFAULT '' NOT NULL,
	"btn_secondary_fg_color" text DEFAULT '' NOT NULL,
	"btn_tertiary_bg_color" text DEFAULT '' NOT NULL,
	"btn_tertiary_fg_color" text DEFAULT '' NOT NULL,
	"google_analytics_tag" text DEFAULT '' NOT NULL,
	"header_bg_color" text DEFAULT '' NOT NULL,
	"header_fg_color" text DEFAULT '' NOT NULL,
	"footer_bg_color" text DEFAULT '' NOT NULL,
	"footer_fg_color" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_page_settings_store_id_theme_pk" PRIMARY KEY("store_id","theme")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"realm_name" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"ask_ai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_images" ADD CONSTRAINT "store_images_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_languages" ADD CONSTRAINT "store_languages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_page_settings" ADD CONSTRAINT "store_page_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_currencies_store_idx" ON "store_currencies" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "store_languages_order_idx" ON "store_languages" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_realm_name_uq" ON "stores" USING btree ("realm_name");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","id");