ALTER TABLE "stores" ADD COLUMN "postal_code_pattern" text DEFAULT '^[1-9][0-9]{5}$' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code_length" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code_label" text DEFAULT 'pin_code' NOT NULL;