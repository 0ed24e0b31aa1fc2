-- Issue 34 item 2: the low-stock threshold has one home, inventory_items.low_stock_threshold.
-- products.low_stock_threshold was a mirror written together with it; where the two differed, the
-- inventory value is the one alerts and stock statuses used, so it is the one kept.
ALTER TABLE "products" DROP COLUMN "low_stock_threshold";
