-- Hand-written (inq): btree_gin lets the trigram GIN also hold vendor_id (PGlite loads it in createPglite).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "inquiries_vendor_search_trgm_idx" ON "inquiries" USING gin ("vendor_id","search_text" gin_trgm_ops);