import { LoginForm } from "./LoginForm";

/** /commonUsage/loginPage.htm?redirect=…&sxz-lang=… (CL-RT-5): the mobile web login. */
export default function MobileLoginPage() {
  return <LoginForm mobile />;
}
