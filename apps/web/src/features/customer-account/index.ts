/** Public surface of customer accounts: registration with the e-mail code. */
export {
  type RegisterInput,
  type RegisterResult,
  registerCustomer,
  resendCustomerCode,
  sendCustomerCode,
  verifyCustomerCode,
} from './api/register';
export { codeSendErrorMessage, REGISTER_PATH, RegisterPage } from './routes/register-page';
