/** Listing review (`/admin/listing-review`; decision 0044): the queue of vendors' listings waiting for approval. */
export { ListingReviewPage } from './routes/listing-review-page';
