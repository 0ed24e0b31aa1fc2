/** Public surface of the password reset feature (the three "forgot password" pages). */

export { PasswordResetFlow } from './components/password-reset-flow';
export {
  AdminForgotPasswordPage,
  CustomerForgotPasswordPage,
  VendorForgotPasswordPage,
} from './routes/forgot-password-pages';
