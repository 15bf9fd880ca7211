CREATE TABLE "store_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "otp_hourly_limit" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_domains_store_idx" ON "store_domains" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;