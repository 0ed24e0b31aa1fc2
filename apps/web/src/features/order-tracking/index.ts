/** Public surface of order tracking: the public `/track-order` pages. */
export {
  fetchOrderTracking,
  type OrderTracking,
  orderTrackingQueryOptions,
  type TrackingEvent,
  type TrackingShipment,
} from './api/track-order';
export { TrackOrderForm } from './components/track-order-form';
export { TrackOrderLookupPage, TrackOrderPage } from './routes/track-order-page';
