-- Hand-written (lists): the extension the trigram index needs (PGlite loads it in createPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_title_sku_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops,"sku" gin_trgm_ops);