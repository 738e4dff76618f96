/** Values of the username sign-in form. */
export interface LoginUsernameFormData {
  username?: string;
  password?: string;
  captcha?: string;
  sliderCaptcha?: boolean;
  rememberMe?: boolean;
}

/** Values of the sms sign-in form (the login call sends mobileNum as username and the code as password). */
export interface LoginSmsFormData {
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  rememberMe?: boolean;
}

/** Values of the forgot-by-email form. */
export interface ForgotEmailFormData {
  username?: string;
  email?: string;
}

/** Values of the forgot-by-phone form. */
export interface ForgotPhoneFormData {
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  newPassword?: string;
  captcha?: string;
}

/** Values of the change-password form. */
export interface ChangePasswordFormData {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}
