/** What every sign-in form sends (the output of the domain `loginSchema`). */
export type LoginCredentials = {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
};
