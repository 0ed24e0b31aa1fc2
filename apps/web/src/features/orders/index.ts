/** Public surface of the orders feature: the customer's order screens (the order pieces live in shared/orders). */

export { MyOrdersPage } from './routes/my-orders-page';
export { OrderConfirmationPage } from './routes/order-confirmation-page';
