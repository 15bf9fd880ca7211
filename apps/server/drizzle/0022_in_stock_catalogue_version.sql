-- Lists filter on stock since 'Hide out of stock' (in-stock=true), so a product running out or
-- coming back in stock moves the catalogue version like any other change lists filter on (0010):
-- a kept total of in-stock products is counted again. A row trigger, and only when stock crosses
-- zero, so an ordinary sale (5 left to 4) keeps every kept total.
CREATE TRIGGER "products_stock_catalogue_version" AFTER UPDATE OF "stock" ON "products" FOR EACH ROW WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0)) EXECUTE FUNCTION "bump_catalogue_version"();
