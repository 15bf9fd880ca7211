ALTER TABLE "products" ADD COLUMN "rating_1_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_2_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_3_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_4_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_5_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products rated before the per-star counts: their ratings are spread over the two whole stars
-- around the average (3.4 from 10 = six 3s and four 4s), so the bars count rating_count ratings
-- whose mean is the rating. Written reviews alone would count too few.
WITH spread AS (
  SELECT id, rating_count AS n, lo, round(least(greatest(rating - lo, 0), 1) * rating_count)::int AS hi_n
  FROM (SELECT id, rating, rating_count, least(greatest(floor(rating)::int, 1), 4) AS lo FROM "products" WHERE rating_count > 0) r
)
UPDATE "products" p SET
  rating_1_count = CASE s.lo WHEN 1 THEN s.n - s.hi_n ELSE 0 END,
  rating_2_count = CASE s.lo WHEN 2 THEN s.n - s.hi_n WHEN 1 THEN s.hi_n ELSE 0 END,
  rating_3_count = CASE s.lo WHEN 3 THEN s.n - s.hi_n WHEN 2 THEN s.hi_n ELSE 0 END,
  rating_4_count = CASE s.lo WHEN 4 THEN s.n - s.hi_n WHEN 3 THEN s.hi_n ELSE 0 END,
  rating_5_count = CASE s.lo WHEN 4 THEN s.hi_n ELSE 0 END
FROM spread s WHERE p.id = s.id;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_counts_ck" CHECK ("products"."rating_1_count" >= 0 and "products"."rating_2_count" >= 0 and "products"."rating_3_count" >= 0 and "products"."rating_4_count" >= 0 and "products"."rating_5_count" >= 0 and "products"."rating_count" = "products"."rating_1_count" + "products"."rating_2_count" + "products"."rating_3_count" + "products"."rating_4_count" + "products"."rating_5_count");