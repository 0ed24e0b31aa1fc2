/** Public surface of the checkout feature. */
export { type PlaceOrderInput, type PlaceOrderResult, placeOrder, usePlaceOrder } from './api/place-order';
export { type CheckoutField, checkOrder, type OrderCheck } from './order-check';
export { CheckoutPage } from './routes/checkout-page';
