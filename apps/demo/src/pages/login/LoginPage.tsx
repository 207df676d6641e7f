import { LoginForm } from "./LoginForm";

/** /login/index?redirect=…&sxz-lang=… (CL-RT-1). */
export default function LoginPage() {
  return <LoginForm mobile={false} />;
}
