/**
 * What other modules may use of the catalogue: finding the products a shopper can see and order,
 * their lines' columns and joins, bundle parts, vendors' pincodes and prices' currency unit.
 * Everything else in this folder is internal (the lint rules enforce it).
 */
export { minorPerMain, policiesInMain, toMain } from './money';
export { toSummary } from './product-summary';
export { bundledPartsOf, findVisibleProducts, orderableQuantity, vendorsListingPincode, type OrderableProduct } from './product-lookup';
export { joinProductLines, productLineColumns, productNameContains, productTypeIn, productTypeNotIn } from './product-lines';
export { visibleProducts } from './scope';
export { releaseStock, reserveStock, shortOf, type StockLine } from './stock';
export { catalogueRoutes } from './catalogue.routes';
export { insertReview, type NewReview } from './review.service';
export { serviceTermsOf, type ServiceTerms } from './service-terms';
export { browseProducts, getProductDetails } from './product.service';
export { catalogueNames } from './catalogue-names';
