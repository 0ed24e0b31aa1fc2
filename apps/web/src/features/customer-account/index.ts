/** Public surface of customer accounts: registration with the e-mail code. */
export { type RegisterInput, type RegisterResult, registerCustomer } from './api/register-customer';
export { resendCustomerCode } from './api/resend-customer-code';
export { sendCustomerCode } from './api/send-customer-code';
export { verifyCustomerCode } from './api/verify-customer-code';
export { codeSendErrorMessage, REGISTER_PATH, RegisterPage } from './routes/register-page';
