import { data } from 'react-router';

/** Any path no route matches: a real 404, shown by the layout's error page. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Never rendered (the loader always throws), but it makes this a page route, not a resource route. */
export default function NotFound() {
  return null;
}
