import { data } from "react-router";

/** Any unknown URL: a real 404 rendered by the site layout's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
