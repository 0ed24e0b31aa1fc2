/** Public surface of the vendor order detail (`/order/:id`, inside the vendor portal). */
export { OrderProgress, PROGRESS_STEPS } from './components/order-progress';
export { TrackingForm } from './components/tracking-form';
export { DEFAULT_BACK_PATH, VendorOrderDetailPage } from './routes/vendor-order-detail-page';
