import { HeaderLoginForm } from '../components/HeaderLoginForm';

/** The header variant of sign-in, for brands whose config puts the form in the header (`header.loginForm`). */
export default HeaderLoginForm;
