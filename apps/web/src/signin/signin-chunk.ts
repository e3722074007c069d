// What signin.html's first script loads after React and Mantine (see main.tsx).
export { LoginContent, REGISTER_PATH } from '../features/auth/login-content';
