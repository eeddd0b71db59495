import { redirect } from "react-router";

/** Arabic is the default language and lives without a prefix: /ar is /. */
export function loader() {
  return redirect("/", 301);
}
