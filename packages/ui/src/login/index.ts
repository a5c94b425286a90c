/**
 * @hm/ui/login: the login form alone (issue 15). Not a shared singleton: it holds no state, and
 * a page showing only the login form must not load the whole of `@hm/ui` (PrimeReact, i18next).
 * @example import { LoginForm } from '@hm/ui/login';
 */
export { LoginForm, type LoginFormProps } from './LoginForm';
